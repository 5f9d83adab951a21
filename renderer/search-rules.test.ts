import { describe, expect, it } from 'vitest'
import { searchState } from './search-rules.ts'

describe('searchState (SPEC §5 search rules)', () => {
  it('asks for something when the keyword is empty, and for 3 characters when it is shorter', () => {
    expect(searchState(undefined)).toBeNull()
    expect(searchState('   ')).toEqual({ query: '', message: 'search.empty' })
    expect(searchState(' ab ')).toEqual({ query: 'ab', message: 'search.tooShort' })
    expect(searchState('abc')).toEqual({ query: 'abc', message: null })
    expect(searchState('ñú')).toMatchObject({ message: 'search.tooShort' })
    expect(searchState('x'.repeat(500))?.query).toHaveLength(100)
  })
})
