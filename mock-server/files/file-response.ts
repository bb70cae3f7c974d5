import { HttpResponse } from 'msw'
import { contentDisposition, MEDIA_TYPES, type DownloadKind } from './content-disposition'

/**
 * The bytes as a body the fetch API takes (`Uint8Array<ArrayBuffer>`): the same memory when it is
 * an ArrayBuffer's (as every file writer's is), a copy otherwise.
 */
export function bodyOf(data: Uint8Array): Uint8Array<ArrayBuffer> {
  return data.buffer instanceof ArrayBuffer
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : data.slice()
}

/** A downloaded file's answer: 200, its media type and its name (`Content-Disposition`). */
export const fileResponse = (
  data: Uint8Array,
  kind: DownloadKind,
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
) =>
  new HttpResponse(bodyOf(data), {
    status: 200,
    headers: {
      'content-type': MEDIA_TYPES[kind],
      'content-disposition': contentDisposition(fileName, disposition),
    },
  })
