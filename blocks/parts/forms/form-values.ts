/**
 * What a form holds now, read from the DOM when it is submitted. The site's forms keep no copy of
 * their fields in React state: React 19 writes a controlled input's state over what the DOM
 * received before hydration (autofill, a password manager, a fast typist; facebook/react#26974),
 * so the form would lose it.
 */
export function formValues(form: HTMLFormElement) {
  const data = new FormData(form)
  return {
    /** A text field's value ('' when absent). */
    text: (name: string) => {
      const value = data.get(name)
      return typeof value === 'string' ? value : ''
    },
    /** Every field as the browser itself would post the form (the site's forms have no file fields). */
    fields: () => {
      const fields = new URLSearchParams()
      for (const [name, value] of data) if (typeof value === 'string') fields.append(name, value)
      return fields
    },
  }
}
