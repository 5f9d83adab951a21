import { createContext, useContext } from 'react'
import type { FormNotice } from '../../content-schemas/forms.ts'

/**
 * The form an island holds (IslandProviders.tsx): its key, which is the island's id (unique
 * on the page, the same for every render of it), posted with the form so that the page can show
 * the outcome of a post sent without JavaScript in this form; and that outcome, when there is one.
 * Outside an island (Storybook, a static render) the key is null.
 */
export interface IslandForm {
  key: string | null
  notice: FormNotice | null
}

export const IslandFormContext = createContext<IslandForm>({ key: null, notice: null })

export const useIslandForm = () => useContext(IslandFormContext)

/** The form's element id: the fragment a post without JavaScript comes back to. */
export const formAnchor = (key: string) => `form-${key}`
