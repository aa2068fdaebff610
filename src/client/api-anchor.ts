/** Frames the target must hold still before the reader's place counts as settled. */
const STILL_FRAMES = 3;
/** Frames after which the target is left where it is, settled or not (about half a second). */
const MAX_FRAMES = 30;

let frame = 0;
const stop = () => cancelAnimationFrame(frame);
// The reader's own scrolling wins.
for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
  addEventListener(type, stop, { passive: true });

/**
 * Keeps the element a `#` link jumped to in place while the sections around it take their heights.
 * Operations off screen are laid out only near the viewport (`content-visibility: auto`, api.css)
 * and count as an estimated height until then, so a jump scrolls by estimates; the operations it
 * lands among then take their real heights and push the target away (the navigation's "Campos"
 * landed 1,049 px past its heading at 1280 px). Each frame, this scrolls the target back to the
 * top (under the navbar, by `scroll-padding-top`) until it holds still, or the reader scrolls.
 * Part of the chunk a jump loads (api-jump.ts); without it a jump lands where the browser puts it.
 */
export function holdInPlace(target: HTMLElement): void {
  stop();
  let top = Number.NaN;
  let still = 0;
  let count = 0;
  const step = () => {
    const now = target.getBoundingClientRect().top;
    if (Math.abs(now - top) <= 1) still += 1;
    else {
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
      top = target.getBoundingClientRect().top;
      still = 0;
    }
    if (still < STILL_FRAMES && ++count < MAX_FRAMES) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
}
