import { atom } from 'jotai'

/** The try-demo modal (opened from the header menu). */
export const demoModalOpenAtom = atom(false)
