import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../lib/escape-html';

/**
 * Starts the storefront's code once a page the server drew is on screen (docs/performance.md).
 * A phone on a slow link that is asked for the page's ten scripts together with its HTML
 * shares the link between them and what the first paint needs (styles, fonts, the opening
 * picture); the drawn page needs none of the scripts to be seen. So the scripts, and the
 * modules they would preload, are asked for just after the first contentful paint, in the
 * order the build wrote them. Where the browser cannot tell that paint, the page starts a frame
 * after it is first drawn; in any case within 3 seconds of that frame; in a background tab
 * (no frames there) at once.
 *
 * The entry goes first; its modules are preloaded a few per task, since a preload costs the main
 * thread nearly a millisecond here and thirty in one task blocked a budget phone for 100 ms.
 *
 * The script is the same text on every page, so the Content-Security-Policy allows exactly it
 * by its hash; the page gives it the addresses in data attributes.
 */
/** Modulepreload links added in one task (the rest follow in the next tasks). */
export const PRELOADS_PER_TASK = 6;

export const LATE_START_SCRIPT = [
  '{const page=document.currentScript.dataset;let started=false;',
  'const add=(tag,set)=>{const element=document.createElement(tag);element.crossOrigin="";set(element);document.head.append(element)};',
  'const start=()=>{if(started)return;started=true;',
  'add("script",(script)=>{script.type="module";script.src=page.entry});',
  'const hrefs=page.preload.split(" ").filter(Boolean);',
  `const next=()=>{for(const href of hrefs.splice(0,${PRELOADS_PER_TASK}))add("link",(link)=>{link.rel="modulepreload";link.href=href});if(hrefs.length)setTimeout(next)};next()};`,
  'const painted=typeof PerformanceObserver==="function"&&(PerformanceObserver.supportedEntryTypes||[]).includes("paint");',
  'if(document.hidden)start();',
  'else{if(painted)new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});',
  'requestAnimationFrame(()=>setTimeout(start,painted?3000:0))}}',
].join('');

/** The Content-Security-Policy source that allows the late start and no other inline script. */
export const LATE_START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(LATE_START_SCRIPT).digest('base64')}'`;

/** The element that starts `entry` (with `preloads` preloaded) after the first paint; for the end of the body. */
export function renderLateStart(entry: string, preloads: string[]): string {
  return `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">${LATE_START_SCRIPT}</script>`;
}
