import { sha256Source } from '../server/security-headers'

/**
 * The start page of a saved scenario set (`/__mock/start`, decision 068): a QA tester opens a set's
 * link on a phone (`/__mock/start#set=<name>&token=<token>`, the QA page's "링크 복사") and the
 * set's scenarios start. The name and the token come in the fragment, which a browser never sends:
 * the script reads them, takes the fragment out of the address at once (`history.replaceState`:
 * not in the history entry, a bookmark or a screen shared later), and sends the token only in the
 * `x-qa-token` header of `POST /__mock/scenarios/sets/<name>/start`, never in a URL, so no request
 * log holds it. Without a token in the fragment it asks for one in a form, which sends nothing to
 * the address either. It shows what started, in words, or why nothing did, and links to the
 * portal. Phone first: readable at 390 px, controls 44 px high. Like the QA page, its one script
 * and one style are allowed by hash (`START_PAGE_CSP`) and it writes every value with
 * `textContent`, never as markup.
 */

export const START_PAGE_STYLE = [
  '[hidden]{display:none!important}',
  'body{margin:0;font-family:"Noto Sans KR","Noto Sans CJK KR",system-ui,sans-serif;font-size:1.0625rem;line-height:1.6;color:#1a202c;background:#f7fafc;word-break:keep-all;overflow-wrap:break-word}',
  'main{max-width:560px;margin:0 auto;padding:20px 16px 32px}',
  'h1{font-size:1.4rem;line-height:1.35;margin:0 0 12px}h2{font-size:1.15rem;margin:20px 0 8px}',
  '#status{font-weight:600;min-height:1.6em}#status[data-kind="error"]{color:#b91c1c}',
  'form{display:flex;flex-direction:column;gap:8px;margin:12px 0}',
  'input,button,.button{font:inherit;min-height:44px;box-sizing:border-box;border-radius:8px}',
  'input{width:100%;padding:8px 12px;border:1px solid #718096;background:#fff;color:#1a202c}',
  'button,.button{display:inline-flex;align-items:center;justify-content:center;padding:8px 16px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;text-decoration:none;cursor:pointer}',
  '.secondary{background:#fff;color:#1d4ed8}',
  'nav{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}',
  'ul{list-style:none;padding:0;margin:0}',
  'li{background:#fff;border:1px solid #cbd5e0;border-radius:8px;padding:10px 12px;margin-bottom:8px}',
  'code{display:block;font-size:.85rem;color:#4a5568;overflow-wrap:anywhere;word-break:break-all;margin-top:4px}',
  ':focus-visible{outline:3px solid #f59e0b;outline-offset:2px}',
].join('')

export const START_PAGE_SCRIPT = `(()=>{
const KEY='qa-token';
const fragment=new URLSearchParams(location.hash.replace(/^#/,''));
if(location.hash)history.replaceState(null,'',location.pathname+location.search);
const $=(id)=>document.getElementById(id);
const name=fragment.get('set')||'';
const say=(text,kind)=>{const s=$('status');s.textContent=text;s.dataset.kind=kind||'ok'};
const el=(tag,text)=>{const e=document.createElement(tag);if(text!==undefined)e.textContent=String(text);return e};
function words(s){
  const p=[s.answer?(s.answer.network?'연결 실패':s.answer.empty?'빈 응답':'data' in s.answer?'지정 데이터':'응답 '+s.answer.status):'원래 응답'];
  const random=s.delayMaxMs!==null&&s.delayMaxMs!==undefined;
  if(s.rate<1)p.push('호출의 '+Math.round(s.rate*100)+'%');
  if(random)p.push('지연 '+s.delayMs+'~'+s.delayMaxMs+' ms');else if(s.delayMs)p.push('지연 '+s.delayMs+' ms');
  if(s.stallMs)p.push('본문 '+s.stallMs+' ms 지연');
  if(s.cut)p.push('본문 끊김');
  if(s.rate<1||random)p.push('시드 '+s.seed);
  p.push(s.remaining===null?'해제할 때까지':s.remaining+'회');
  p.push(s.userId?'계정 '+s.userId:'모든 계정');
  return (s.operation==='*'?'모든 인증 요청':s.operation)+': '+p.join(', ');
}
function ask(token){
  const form=$('token-form');form.hidden=false;
  const input=$('token');input.value=token;input.focus();
}
function show(data){
  const list=$('started-list');list.replaceChildren();
  for(const s of data.scenarios){const li=el('li');li.dataset.testid='started-scenario';li.append(el('span',words(s)),el('code',s.description));list.append(li)}
  $('started').hidden=false;
  say('\\''+data.set+'\\' 묶음의 시나리오 '+data.scenarios.length+'개를 시작했습니다.');
}
async function start(token){
  $('token-form').hidden=true;
  say('\\''+name+'\\' 묶음을 시작하는 중입니다…','busy');
  let res;let data={};
  try{
    res=await fetch('/__mock/scenarios/sets/'+encodeURIComponent(name)+'/start',{method:'POST',headers:{'x-qa-token':token,'content-type':'application/json'},body:'{}',cache:'no-store'});
    data=await res.json().catch(()=>({}));
  }catch(e){say('서버에 닿지 못했습니다. 네트워크를 확인하고 다시 시작해 주세요.','error');ask(token);return}
  if(res.ok){sessionStorage.setItem(KEY,token);show(data);return}
  const why=(data&&data.message)||('HTTP '+res.status);
  if(res.status===401){sessionStorage.removeItem(KEY);say('QA 토큰이 맞지 않습니다. 서버가 시작할 때 출력한 토큰을 넣어 주세요. ('+why+')','error');ask('');return}
  if(res.status===403){say('다른 사이트에서는 묶음을 시작할 수 없습니다. ('+why+')','error');return}
  if(res.status===404){say('\\''+name+'\\' 묶음이 없습니다. QA 페이지에서 저장된 묶음을 확인해 주세요.','error');return}
  say('묶음을 시작하지 못했습니다. ('+why+')','error');ask(token);
}
$('token-form').addEventListener('submit',(ev)=>{ev.preventDefault();const t=$('token').value.trim();if(t)start(t);else $('token').focus()});
if(!name){say('링크에 묶음 이름이 없습니다. QA 페이지에서 링크를 다시 복사해 주세요.','error');return}
$('set-name').textContent=name;
const token=fragment.get('token')||sessionStorage.getItem(KEY)||'';
if(token)start(token);
else{say('링크에 QA 토큰이 없습니다. 서버가 시작할 때 출력한 토큰을 넣으면 묶음을 시작합니다.','error');ask('')}
})()`

export const START_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${sha256Source(START_PAGE_SCRIPT)}`,
  `style-src ${sha256Source(START_PAGE_STYLE)}`,
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

export const startPage = (): string => `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>QA 시나리오 묶음 시작</title><style>${START_PAGE_STYLE}</style></head>
<body><main>
<h1>QA 시나리오 묶음 시작</h1>
<p>묶음: <strong id="set-name">-</strong></p>
<p id="status" role="status" aria-live="polite"></p>
<form id="token-form" hidden><label for="token">QA 토큰 (서버가 시작할 때 출력합니다)</label><input id="token" type="password" autocomplete="off" autocapitalize="off" spellcheck="false"><button type="submit">묶음 시작</button></form>
<section id="started" aria-labelledby="started-title" hidden><h2 id="started-title">시작한 시나리오</h2><ul id="started-list"></ul></section>
<nav aria-label="이동"><a class="button" href="/v2/dashboard">포털 열기</a><a class="button secondary" href="/__mock/qa">QA 페이지</a></nav>
</main><script>${START_PAGE_SCRIPT}</script></body></html>`
