/**
 * A tiny inline script for the head of every prerendered page: a press on a disclosure button
 * (the menu button, a header dropdown, an FAQ question, "Läs mer", a 7C badge: every
 * `button[aria-expanded]`) made before the page has hydrated is not lost. The button shows at
 * once that it was taken (`aria-busy="true"`, drawn by src/styles/global.css), and the press
 * is carried out with a click on the same button the moment React marks the document hydrated
 * (`data-hydrated`, set by src/root.tsx), so the hydrated code opens it exactly as it opens
 * any click: same focus, same focus trap, same Escape.
 *
 * Until then the press is kept from the page (capture phase on window, before React's own
 * listener on the document), so React cannot also replay it during hydration and toggle the
 * button twice. A second press on the same button takes the first back; a press on another
 * button replaces it, as a second click would close the first dropdown. Links need nothing:
 * they work as links before hydration.
 *
 * Plain ES2020 in a string, not a compiled function, so the bytes hashed for the CSP are
 * exactly these.
 */
export const EARLY_PRESS_SCRIPT = [
  '(()=>{',
  'const root=document.documentElement;let pending=null;',
  'const hydrated=()=>root.dataset.hydrated==="true";',
  'const mark=(button,busy)=>busy?button.setAttribute("aria-busy","true"):button.removeAttribute("aria-busy");',
  'const onClick=(event)=>{',
  'if(hydrated())return;',
  'const button=event.target instanceof Element?event.target.closest("button[aria-expanded]"):null;',
  'if(!button)return;',
  'event.stopImmediatePropagation();event.preventDefault();',
  'if(pending)mark(pending,false);',
  'pending=pending===button?null:button;',
  'if(pending)mark(pending,true)};',
  'addEventListener("click",onClick,true);',
  'const observer=new MutationObserver(()=>{',
  'if(!hydrated())return;',
  'observer.disconnect();removeEventListener("click",onClick,true);',
  'const button=pending;pending=null;',
  'if(button){mark(button,false);if(button.isConnected)button.click()}});',
  'observer.observe(root,{attributes:true,attributeFilter:["data-hydrated"]})',
  '})()',
].join('');
