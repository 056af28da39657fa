import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps what the keyboard focuses clear of the bars that stay on screen: the page's scroll
 * padding (theme.css) follows the height of the pinned header and of the bottom tab bar, both
 * measured, so a header that wraps (larger text) or a bar that is not pinned counts as it is.
 * A header that takes more than a quarter of the window (larger text on a phone, a short
 * window) is not pinned: it scrolls away with the page instead of hiding what is read.
 */
export function usePinnedBars(
  header: RefObject<HTMLElement | null>,
  bar: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const measure = () => {
      let top = 0;
      if (header.current) {
        const height = header.current.getBoundingClientRect().height;
        const pinned = height <= window.innerHeight / 4;
        header.current.toggleAttribute('data-unpinned', !pinned);
        if (pinned) top = height;
      }
      const bottom =
        bar.current && getComputedStyle(bar.current).position === 'fixed'
          ? bar.current.getBoundingClientRect().height
          : 0;
      root.style.setProperty('--saf-pinned-top', `${top}px`);
      root.style.setProperty('--saf-pinned-bottom', `${bottom}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const el of [header.current, bar.current]) if (el) observer?.observe(el);
    // A window made shorter, or a breakpoint that pins the tab bar, changes no bar's size.
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--saf-pinned-top');
      root.style.removeProperty('--saf-pinned-bottom');
    };
  }, [header, bar]);
}
