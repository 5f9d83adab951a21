import { startLoadingBar } from '../renderer/loading-bar.ts'

/** Client-side navigation started: the loading bar appears if it takes longer than 200 ms. */
export function onPageTransitionStart() {
  startLoadingBar()
}
