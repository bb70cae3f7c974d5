import { sha256Source } from '../server/security-headers'

/**
 * The QA page of the standalone server (`/__mock/qa`, issue 30): the scenarios a tester can start,
 * from the operations of the contract and their documented statuses, a delay, a body held back or
 * cut (issue 50), the presets, what is active, and a clear-all. It calls the QA helpers with the
 * token the server printed at start, which the printed link carries in its fragment (never sent
 * to the server, never in a log); the page keeps it in the tab's sessionStorage. It saves the
 * active scenarios as a named set and lists the saved sets, each with its link, a "링크 복사" that
 * copies the link with this page's token in its fragment (for a phone, decision 068), a start and a
 * delete. Its script and
 * style are allowed by hash (`QA_PAGE_CSP`), and it writes every value with `textContent`, never
 * as markup.
 */

export const QA_PAGE_STYLE = [
  '[hidden]{display:none!important}',
  'body{font-family:"Noto Sans KR",sans-serif;margin:0;padding:16px;color:#1a202c;background:#f7fafc;word-break:keep-all}',
  'h1{font-size:1.4rem;margin:0 0 12px}h2{font-size:1.1rem;margin:24px 0 8px}',
  'section{background:#fff;border:1px solid #cbd5e0;border-radius:8px;padding:12px;margin-bottom:12px}',
  '.field{display:flex;flex-direction:column;gap:4px;font-size:.9rem;min-width:140px;flex:1}',
  '.row{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end}',
  'input,select,button{font:inherit;padding:6px 8px;border:1px solid #718096;border-radius:6px;min-height:36px}',
  'input[type="checkbox"]{align-self:flex-start;width:24px;height:24px;min-height:24px;margin:6px 0}',
  'button{background:#1d4ed8;color:#fff;border-color:#1d4ed8;cursor:pointer}',
  'button.secondary{background:#fff;color:#1d4ed8}',
  'button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}',
  '.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.9rem}',
  'th,td{border-bottom:1px solid #e2e8f0;padding:6px;text-align:left;vertical-align:top}',
  'code{font-size:.85rem}#status{min-height:1.5em;font-weight:600}#status[data-kind="error"]{color:#b91c1c}',
].join('')

export const QA_PAGE_SCRIPT = `(()=>{
const KEY='qa-token';
const m=location.hash.match(/token=([^&]+)/);
if(m){sessionStorage.setItem(KEY,decodeURIComponent(m[1]));history.replaceState(null,'',location.pathname)}
const $=(id)=>document.getElementById(id);
const tokenInput=$('token');tokenInput.value=sessionStorage.getItem(KEY)||'';
tokenInput.addEventListener('change',()=>{sessionStorage.setItem(KEY,tokenInput.value.trim());load()});
const say=(text,kind)=>{const s=$('status');s.textContent=text;s.dataset.kind=kind||'ok'};
const el=(tag,text,attrs)=>{const e=document.createElement(tag);if(text!==undefined)e.textContent=String(text);for(const [k,v] of Object.entries(attrs||{}))e.setAttribute(k,v);return e};
async function call(method,path,body){
  const res=await fetch('/__mock/scenarios'+path,{method,headers:{'x-qa-token':tokenInput.value.trim(),...(body?{'content-type':'application/json'}:{})},body:body?JSON.stringify(body):undefined});
  const data=await res.json().catch(()=>({}));
  if(!res.ok)throw new Error((data&&data.message)||('HTTP '+res.status));
  return data;
}
let catalogue=null;
const common=()=>{const o={};const u=$('account').value.trim();if(u)o.userId=u;const t=$('times').value.trim();if(t)o.times=Number(t);return o};
function answerText(s){if(!s.answer)return '원래 응답';return (s.answer.network?'네트워크 오류':s.answer.empty?'빈 응답':'data' in s.answer?'지정 데이터':String(s.answer.status))+(s.rate<1?' ('+Math.round(s.rate*100)+'%, 시드 '+s.seed+')':'')}
function delayText(s){if(s.delayMaxMs!==null&&s.delayMaxMs!==undefined)return s.delayMs+'~'+s.delayMaxMs+' ms (시드 '+s.seed+')';return s.delayMs?s.delayMs+' ms':'-'}
function bodyText(s){const p=[];if(s.stallMs)p.push('본문 '+s.stallMs+' ms 지연');if(s.cut)p.push('본문 끊김');return p.length?p.join(', '):'-'}
function fillAnswers(){
  const op=$('operation').value;const sel=$('answer');sel.replaceChildren();
  const entry=catalogue.operations.find((o)=>o.id===op);
  const statuses=op===catalogue.everyOperation?[401,...catalogue.alwaysPossible]:[...new Set([...(entry?entry.statuses:[]),...catalogue.alwaysPossible])];
  for(const s of statuses)sel.append(el('option',s,{value:String(s)}));
  sel.append(el('option','네트워크 오류',{value:'network'}));
  if(entry&&entry.empty)sel.append(el('option','빈 응답',{value:'empty'}));
  sel.append(el('option','원래 응답 (지연·본문만)',{value:'none'}));
}
function inputText(i){
  const p=[i.network?'네트워크 오류':i.empty?'빈 응답':'data' in i?'지정 데이터':i.status!==undefined?String(i.status):'원래 응답'];
  if(i.rate!==undefined)p.push(Math.round(i.rate*100)+'%');
  if(i.delayMaxMs!==undefined)p.push((i.delayMs||0)+'~'+i.delayMaxMs+' ms');else if(i.delayMs)p.push(i.delayMs+' ms');
  if(i.stallMs)p.push('본문 '+i.stallMs+' ms 지연');if(i.cut)p.push('본문 끊김');
  if(i.times!==undefined)p.push(i.times+'회');
  return i.operation+' '+p.join(', ')+' @'+(i.userId||'모두');
}
async function copyLink(set){
  const full=location.origin+set.link+'&token='+encodeURIComponent(tokenInput.value.trim());
  try{await navigator.clipboard.writeText(full);$('copy-box').hidden=true;say(set.name+' 링크를 복사했습니다. (QA 토큰이 들어 있습니다)')}
  catch(e){
    const box=$('copy-box');box.hidden=false;const input=$('copy-text');input.value=full;input.focus();input.select();
    say('클립보드를 쓸 수 없어 아래 칸에 링크를 두었습니다. 선택해서 복사해 주세요.','error');
  }
}
function renderSets(sets){
  const body=$('set-rows');body.replaceChildren();
  $('set-count').textContent=String(sets.length);
  for(const set of sets){
    const tr=el('tr',undefined,{'data-testid':'qa-set-row','data-set':set.name});
    const list=el('td');for(const i of set.scenarios)list.append(el('div',inputText(i)));
    const link=el('td');link.append(el('code',location.origin+set.link));
    const copy=el('button','링크 복사',{type:'button',class:'secondary','aria-label':set.name+' 링크 복사'});
    copy.addEventListener('click',()=>copyLink(set));
    const start=el('button','시작',{type:'button','aria-label':set.name+' 시작'});
    start.addEventListener('click',()=>call('POST','/sets/'+encodeURIComponent(set.name)+'/start',{}).then((r)=>{say(set.name+' 묶음의 시나리오 '+r.scenarios.length+'개를 시작했습니다.');return load()}).catch((e)=>say(e.message,'error')));
    const del=el('button','삭제',{type:'button',class:'secondary','aria-label':set.name+' 삭제'});
    del.addEventListener('click',()=>call('DELETE','/sets/'+encodeURIComponent(set.name)).then(()=>{say(set.name+' 묶음을 삭제했습니다.');return load()}).catch((e)=>say(e.message,'error')));
    const actions=el('td');const row=el('div',undefined,{class:'row'});row.append(copy,start,del);actions.append(row);
    tr.append(el('td',set.name),list,link,actions);body.append(tr);
  }
}
function renderActive(active){
  const body=$('active-rows');body.replaceChildren();
  $('active-count').textContent=String(active.length);
  for(const s of active){
    const tr=el('tr',undefined,{'data-testid':'qa-active-row','data-scenario':s.id});
    tr.append(el('td',s.id),el('td',s.operation),el('td',answerText(s)),el('td',delayText(s)),el('td',bodyText(s)),el('td',s.remaining===null?'해제할 때까지':s.remaining),el('td',s.userId||'모두'),el('td',s.preset||'-'));
    const td=el('td');const b=el('button','끝내기',{type:'button',class:'secondary','aria-label':s.id+' 끝내기'});
    b.addEventListener('click',()=>call('DELETE','/'+encodeURIComponent(s.id)).then(()=>{say(s.id+' 시나리오를 끝냈습니다.');return load()}).catch((e)=>say(e.message,'error')));
    td.append(b);tr.append(td);body.append(tr);
  }
}
async function load(){
  try{
    const data=await call('GET','');
    if(!catalogue){
      catalogue=data;
      const sel=$('operation');
      sel.append(el('option','* 모든 인증 요청',{value:data.everyOperation}));
      for(const o of data.operations)sel.append(el('option',o.id+' - '+o.method+' '+o.path,{value:o.id}));
      sel.value=data.operations[0]?data.operations[0].id:data.everyOperation;fillAnswers();
      const ops=$('operation-rows');
      for(const o of data.operations){const tr=el('tr');tr.append(el('td',o.id),el('td',o.method+' '+o.path),el('td',o.statuses.join(', ')));ops.append(tr)}
      const pre=$('preset-rows');
      for(const p of data.presets){
        const tr=el('tr',undefined,{'data-testid':'qa-preset-row'});tr.append(el('td',p.name),el('td',p.description+(p.needsAccount?' (계정 필요)':'')));
        const td=el('td');const b=el('button','적용',{type:'button','aria-label':p.name+' 적용'});
        b.addEventListener('click',()=>call('POST','/presets/'+encodeURIComponent(p.name),common()).then((r)=>{say(p.name+' 프리셋을 적용했습니다. (시나리오 '+r.scenarios.length+'개'+(r.endedSessions?', 끝난 세션 '+r.endedSessions+'개':'')+')');return load()}).catch((e)=>say(e.message,'error')));
        td.append(b);tr.append(td);pre.append(tr);
      }
      $('main').hidden=false;
    }
    renderActive(data.active);
    renderSets(data.sets||[]);
    // a failure said before (no token yet, a wrong one) is over once the page loads
    if($('status').dataset.kind==='error')say('');
  }catch(e){say(e.message,'error')}
}
$('operation').addEventListener('change',fillAnswers);
$('add').addEventListener('submit',(ev)=>{
  ev.preventDefault();
  const input={operation:$('operation').value,...common()};
  const a=$('answer').value;if(a==='network')input.network=true;else if(a==='empty')input.empty=true;else if(a!=='none')input.status=Number(a);
  const d=$('delay').value.trim();if(d)input.delayMs=Number(d);
  const dm=$('delay-max').value.trim();if(dm)input.delayMaxMs=Number(dm);
  const st=$('stall').value.trim();if(st)input.stallMs=Number(st);
  if($('cut').checked)input.cut=true;
  const r=$('rate').value.trim();if(r)input.rate=Number(r)/100;
  const sd=$('seed').value.trim();if(sd)input.seed=Number(sd);
  call('POST','',input).then((r)=>{say(r.scenario.id+' 시나리오를 시작했습니다.');return load()}).catch((e)=>say(e.message,'error'));
});
$('save-set').addEventListener('submit',(ev)=>{
  ev.preventDefault();
  call('POST','/sets',{name:$('set-name').value.trim()}).then((r)=>{say(r.set.name+' 묶음을 저장했습니다. (시나리오 '+r.set.scenarios.length+'개)');return load()}).catch((e)=>say(e.message,'error'));
});
$('clear').addEventListener('click',()=>call('DELETE','').then((r)=>{say('시나리오 '+r.cleared+'개를 모두 해제했습니다.');return load()}).catch((e)=>say(e.message,'error')));
$('reload').addEventListener('click',()=>load());
load();
})()`

export const QA_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${sha256Source(QA_PAGE_SCRIPT)}`,
  `style-src ${sha256Source(QA_PAGE_STYLE)}`,
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

export const qaPage = (): string => `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>QA 시나리오</title><style>${QA_PAGE_STYLE}</style></head>
<body><h1>QA 시나리오</h1>
<section><div class="field"><label for="token">QA 토큰 (서버가 시작할 때 출력합니다)</label><input id="token" type="password" autocomplete="off"></div>
<p id="status" role="status" aria-live="polite"></p></section>
<div id="main" hidden>
<section aria-labelledby="add-title"><h2 id="add-title">시나리오 추가</h2>
<form id="add"><div class="row">
<div class="field"><label for="operation">호출할 API</label><select id="operation"></select></div>
<div class="field"><label for="answer">응답</label><select id="answer"></select></div>
<div class="field"><label for="delay">지연 (ms)</label><input id="delay" type="number" min="0" max="30000" inputmode="numeric"></div>
<div class="field"><label for="delay-max">최대 지연 (ms, 넣으면 매번 무작위)</label><input id="delay-max" type="number" min="1" max="30000" inputmode="numeric"></div>
<div class="field"><label for="stall">본문 지연 (ms)</label><input id="stall" type="number" min="1" max="30000" inputmode="numeric"></div>
<div class="field"><label for="cut">본문 끊기</label><input id="cut" type="checkbox"></div>
<div class="field"><label for="rate">실패 비율 (%, 비우면 모든 호출)</label><input id="rate" type="number" min="1" max="100" inputmode="numeric"></div>
<div class="field"><label for="seed">시드 (같은 시드는 같은 순서)</label><input id="seed" type="number" min="0" inputmode="numeric"></div>
<div class="field"><label for="times">횟수 (비우면 해제할 때까지)</label><input id="times" type="number" min="1" max="1000" inputmode="numeric"></div>
<div class="field"><label for="account">계정 (비우면 모두)</label><input id="account" autocomplete="off"></div>
<button type="submit">시작</button></div></form>
<p>계정과 횟수는 프리셋에도 적용됩니다.</p></section>
<section aria-labelledby="active-title"><h2 id="active-title">적용 중 (<span id="active-count">0</span>)</h2>
<div class="row"><button id="reload" type="button" class="secondary">새로고침</button><button id="clear" type="button">모두 해제</button></div>
<div class="scroll" tabindex="0" role="region" aria-label="적용 중인 시나리오 표"><table><thead><tr><th>ID</th><th>API</th><th>응답</th><th>지연</th><th>본문</th><th>남은 횟수</th><th>계정</th><th>프리셋</th><th><span>끝내기</span></th></tr></thead><tbody id="active-rows"></tbody></table></div></section>
<section aria-labelledby="sets-title"><h2 id="sets-title">시나리오 묶음 (<span id="set-count">0</span>)</h2>
<form id="save-set"><div class="row">
<div class="field"><label for="set-name">묶음 이름 (영문 소문자, 숫자, -: 40자까지)</label><input id="set-name" autocomplete="off" autocapitalize="off" spellcheck="false" maxlength="40"></div>
<button type="submit">현재 시나리오 묶음 저장</button></div></form>
<p>적용 중인 시나리오를 이름으로 저장합니다. 묶음의 링크를 휴대폰에서 열면 그 시나리오가 다시 시작됩니다. 복사한 링크에는 이 페이지의 QA 토큰이 들어 있으니 함께 테스트하는 사람에게만 보내세요.</p>
<div id="copy-box" class="field" hidden><label for="copy-text">복사할 링크 (토큰 포함)</label><input id="copy-text" readonly></div>
<div class="scroll" tabindex="0" role="region" aria-label="저장된 묶음 표"><table><thead><tr><th>이름</th><th>시나리오</th><th>링크</th><th><span>동작</span></th></tr></thead><tbody id="set-rows"></tbody></table></div></section>
<section aria-labelledby="preset-title"><h2 id="preset-title">프리셋</h2>
<div class="scroll" tabindex="0" role="region" aria-label="프리셋 표"><table><thead><tr><th>이름</th><th>상황</th><th><span>적용</span></th></tr></thead><tbody id="preset-rows"></tbody></table></div></section>
<section aria-labelledby="ops-title"><h2 id="ops-title">API와 문서화된 응답</h2>
<div class="scroll" tabindex="0" role="region" aria-label="API 표"><table><thead><tr><th>API</th><th>경로</th><th>상태 코드</th></tr></thead><tbody id="operation-rows"></tbody></table></div></section>
</div><script>${QA_PAGE_SCRIPT}</script></body></html>`
