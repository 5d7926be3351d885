/**
 * Keeps the taps a shopper makes on a drawn page before the storefront takes it over
 * (docs/performance.md). On a budget phone a page the server drew is on screen seconds before
 * its code runs (the late start asks for the code only after the first paint); a tap on a button
 * in that time would do nothing and be lost, or half-happen (a checkbox toggling that the
 * storefront then draws over).
 *
 * Until `<html data-storefront="ready">`, a tap (a click, caught first, on the document) on a
 * button, a checkbox or radio input, a label or a summary inside #root is stopped, marked at once
 * as pending (`data-early-tap`, drawn by apps/web/src/styles/global.css) and queued; a second tap
 * on a pending element is not queued again. When the storefront is ready the marks go and each
 * queued tap is replayed once, in order, with `click()`: on the element itself when it is still
 * in the page (a page the storefront hydrates), else on its counterpart in the page the storefront
 * drew anew: the element at the same path from #root (tag names and places among same-tag
 * siblings) when it has the same name (aria-label, or its own or its label's text), else the one
 * element of that tag and name. A tap with no sure counterpart is dropped rather than given to
 * another element. Links are left to the browser: a navigation loses nothing.
 *
 * Constant text, so the server allows it by its hash in the Content-Security-Policy and puts it
 * in the head of every drawn page (apps/api/src/modules/pages/first-view/early-taps.ts); nothing in the
 * storefront's own scripts. It is here, shared, so the storefront's tests run it in a DOM
 * (apps/web/src/app/early-taps.test.ts).
 */
export const EARLY_TAPS_SCRIPT = [
  '{const html=document.documentElement,queue=[];',
  'const ready=()=>html.dataset.storefront==="ready";',
  'const nameOf=(element)=>element.tagName+" "+(element.getAttribute("aria-label")||((element.labels&&element.labels[0])||element).textContent.trim());',
  'const sameTag=(parent,tag)=>[...parent.children].filter((child)=>child.tagName===tag);',
  'const pathOf=(element)=>{const path=[];for(let at=element;at.id!=="root";at=at.parentElement)path.unshift([at.tagName,sameTag(at.parentElement,at.tagName).indexOf(at)]);return path};',
  'const follow=(path)=>path.reduce((at,[tag,index])=>at&&sameTag(at,tag)[index],document.getElementById("root"));',
  'const counterpart=({element,path,name})=>{if(element.isConnected)return element;',
  'const atPath=follow(path);if(atPath&&nameOf(atPath)===name)return atPath;',
  'const named=[...document.querySelectorAll("#root "+element.tagName)].filter((other)=>nameOf(other)===name);return named.length===1?named[0]:null};',
  'const catchTap=(event)=>{const element=event.target instanceof Element&&event.target.closest("a[href],button,input,label,summary");',
  'if(!element||element.tagName==="A"||!element.closest("#root"))return;',
  'if(element.tagName==="INPUT"&&!["checkbox","radio","submit","button","reset","image"].includes(element.type))return;',
  'event.preventDefault();event.stopPropagation();',
  'if(element.hasAttribute("data-early-tap"))return;',
  'element.setAttribute("data-early-tap","");queue.push({element,path:pathOf(element),name:nameOf(element)})};',
  'const takeOver=()=>{if(!ready())return;observer.disconnect();document.removeEventListener("click",catchTap,true);',
  'for(const {element} of queue)element.removeAttribute("data-early-tap");',
  'setTimeout(()=>{for(const tap of queue)counterpart(tap)?.click()})};',
  'const observer=new MutationObserver(takeOver);',
  'if(!ready()){document.addEventListener("click",catchTap,true);observer.observe(html,{attributes:true,attributeFilter:["data-storefront"]})}}',
].join('');
