import type { PickedAddress } from '../domain/shipping'

/** The address search of the shipping form (S1 §5): resolves with the picked address, or null. */
export interface AddressSearch {
  search(): Promise<PickedAddress | null>
}

/** Sample addresses of the offline widget. */
export const OFFLINE_ADDRESSES: readonly PickedAddress[] = [
  { postalCode: '06236', address: '서울특별시 강남구 테헤란로 152' },
  { postalCode: '03154', address: '서울특별시 종로구 종로 1' },
  { postalCode: '04524', address: '서울특별시 중구 세종대로 110' },
  { postalCode: '48058', address: '부산광역시 해운대구 센텀중앙로 79' },
  { postalCode: '34126', address: '대전광역시 유성구 대학로 99' },
  { postalCode: '61475', address: '광주광역시 동구 금남로 245' },
  { postalCode: '63309', address: '제주특별자치도 제주시 첨단로 242' },
]

/**
 * The offline stand-in: a request the UI (an address dialog) answers. `pending()` tells the
 * dialog whether to show; `answer()` settles the search.
 */
export function createOfflineAddressSearch() {
  let resolve: ((picked: PickedAddress | null) => void) | null = null
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((l) => l())
  return {
    search() {
      resolve?.(null)
      return new Promise<PickedAddress | null>((r) => {
        resolve = r
        notify()
      })
    },
    pending: () => resolve !== null,
    answer(picked: PickedAddress | null) {
      const settle = resolve
      resolve = null
      settle?.(picked)
      notify()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    find: (query: string) =>
      OFFLINE_ADDRESSES.filter(
        (a) =>
          !query.trim() || a.address.includes(query.trim()) || a.postalCode.includes(query.trim()),
      ),
  }
}
export type OfflineAddressSearch = ReturnType<typeof createOfflineAddressSearch>

interface DaumPostcodeData {
  zonecode: string
  roadAddress: string
}
interface DaumGlobal {
  Postcode: new (options: {
    oncomplete: (data: DaumPostcodeData) => void
    onclose?: (state: 'FORCE_CLOSE' | 'COMPLETE_CLOSE') => void
  }) => { open: () => void }
}

declare global {
  interface Window {
    /** The Kakao (Daum) postcode widget's global, once its script has loaded. */
    daum?: DaumGlobal
  }
}

const KAKAO_POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js'

/** The production adapter: the Kakao (Daum) postcode widget, loaded on first use. */
export function createKakaoAddressSearch(scriptUrl = KAKAO_POSTCODE_SCRIPT): AddressSearch {
  let loading: Promise<DaumGlobal> | null = null
  const load = () =>
    (loading ??= new Promise<DaumGlobal>((resolve, reject) => {
      const existing = window.daum
      if (existing?.Postcode) return resolve(existing)
      const script = document.createElement('script')
      script.src = scriptUrl
      script.async = true
      // the script defines the global before its load event
      script.onload = () => {
        const loaded = window.daum
        if (loaded) resolve(loaded)
        else reject(new Error('postcode widget did not define its global'))
      }
      script.onerror = () => {
        loading = null
        reject(new Error('postcode widget could not be loaded'))
      }
      document.head.appendChild(script)
    }))
  return {
    async search() {
      const daum = await load()
      return new Promise((resolve) => {
        new daum.Postcode({
          oncomplete: (data) => resolve({ postalCode: data.zonecode, address: data.roadAddress }),
          onclose: (state) => {
            if (state === 'FORCE_CLOSE') resolve(null)
          },
        }).open()
      })
    },
  }
}
