import { DEMO_PAGES } from '../../src/shared/domain/routes'

/** The pages' style, the same text on each: the CSP allows it by its hash (`STAND_IN_CSP`). */
export const LEGAL_STYLE = `body{margin:0;font-family:"Noto Sans KR","Noto Sans CJK KR","Apple SD Gothic Neo","Malgun Gothic",system-ui,sans-serif;color:#1a202c;background:#fafafa;line-height:1.7}
main{max-width:760px;margin:0 auto;padding:32px 20px;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:1.5rem;margin:0 0 8px}h2{font-size:1.1rem;margin:28px 0 8px}
p,li{font-size:.95rem;overflow-wrap:anywhere}.note{color:#555;font-size:.85rem}`

/**
 * The footer's privacy-policy and terms-of-use pages of the demo (S1 §2 footer): plain Korean
 * HTML the mock server serves at `DEMO_PAGES`, outside the API contract. A real deployment links
 * its own pages (VITE_PRIVACY_URL, VITE_TERMS_URL). Served by the standalone server and, for
 * `npm run dev`, by Vite (a new tab's navigation never reaches the service worker).
 */
const page = (title: string, body: string) => `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | 헬스체크업 매니저</title>
<style>${LEGAL_STYLE}</style>
</head>
<body><main>
<h1>${title}</h1>
<p class="note">데모용 문서입니다. 실제 서비스에서는 운영사가 게시한 문서가 연결됩니다.</p>
${body}
</main></body>
</html>
`

const privacy = page(
  '개인정보처리방침',
  `<h2>1. 수집하는 개인정보 항목</h2>
<p>회사는 검진 리포트 발급과 사용권 관리를 위하여 이름, 성별, 생년월일, 앱 아이디, 배송지 주소와 연락처를 수집합니다.</p>
<h2>2. 개인정보의 이용 목적</h2>
<ul><li>검진 리포트의 발급, 출력과 배송</li><li>사용권의 구매, 제공과 선물</li><li>고객 문의에 대한 응대</li></ul>
<h2>3. 보유 및 이용 기간</h2>
<p>개인정보는 이용 목적이 달성되면 지체 없이 파기합니다. 관계 법령이 보존을 요구하는 경우에는 그 기간 동안 보관합니다.</p>
<h2>4. 개인정보의 제3자 제공</h2>
<p>회사는 정보주체의 동의 또는 법령의 근거 없이 개인정보를 제3자에게 제공하지 않습니다.</p>
<h2>5. 정보주체의 권리</h2>
<p>정보주체는 언제든지 개인정보의 열람, 정정, 삭제와 처리정지를 요구할 수 있습니다.</p>
<h2>6. 개인정보 보호책임자</h2>
<p>개인정보 보호책임자: 헬스체크업 개인정보보호팀 (privacy@example.com)</p>`,
)

const terms = page(
  '이용약관',
  `<h2>제1조 (목적)</h2>
<p>이 약관은 헬스체크업 매니저 포털(이하 "포털")의 이용 조건과 절차, 회사와 이용자의 권리와 의무를 정합니다.</p>
<h2>제2조 (이용자)</h2>
<p>포털은 회사와 계약한 보험 설계사, 지점 관리자와 사이트 관리자가 이용합니다.</p>
<h2>제3조 (사용권)</h2>
<p>사용권은 고객에게 제공하거나 동료에게 선물할 수 있으며, 제공한 사용권은 유효 시간이 지나면 제공자에게 돌아옵니다.</p>
<h2>제4조 (이용자의 의무)</h2>
<p>이용자는 고객의 개인정보를 업무 목적으로만 이용하며, 계정을 다른 사람과 공유하지 않습니다.</p>
<h2>제5조 (약관의 변경)</h2>
<p>회사는 약관을 변경할 때 시행일 7일 전부터 포털에 공지합니다.</p>`,
)

/** The demo pages by path. */
export const LEGAL_PAGES: Record<string, string> = {
  [DEMO_PAGES.privacy]: privacy,
  [DEMO_PAGES.terms]: terms,
}
