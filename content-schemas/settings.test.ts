import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { siteSettingsSchema } from './settings.ts'
import { isCampaignDate } from './campaign-date.ts'
import { describeIssues } from '../content-rules/describe-issues.ts'

const english = () => JSON.parse(readFileSync('content/settings/en.json', 'utf8'))

/** Why the settings with `edit` applied are refused, or 'valid'. */
function verdict(edit: (settings: ReturnType<typeof english>) => void): string {
  const settings = english()
  edit(settings)
  const parsed = siteSettingsSchema.safeParse(settings)
  return parsed.success ? 'valid' : describeIssues(parsed.error)
}

describe('the site settings schema (the rules the Campaign and Site settings screens apply too)', () => {
  it('takes the dataset’s settings', () => {
    expect(verdict(() => {})).toBe('valid')
  })

  it.each(['#fff', '#6C4DE6'])('takes the colour %s', (colour) => {
    expect(verdict((s) => (s.campaign.popup.colors.button = colour))).toBe('valid')
  })

  it.each(['red', '#ffff', '6c4de6', '#fff;background:url(//x)', '#fff"'])('refuses the colour %s, naming the field', (colour) => {
    expect(verdict((s) => (s.campaign.popup.colors.button = colour))).toContain('campaign.popup.colors.button')
  })

  it('refuses an end that is no date, a slug with capitals, an empty button text and a javascript: image', () => {
    expect(verdict((s) => (s.campaign.endDate = '2026-02-30 12:00:00'))).toContain('campaign.endDate: no such date and time')
    expect(verdict((s) => (s.campaign.endDate = '2026-12-01T12:00'))).toContain('campaign.endDate')
    expect(verdict((s) => (s.campaign.activeProduct = 'Dokan'))).toContain('campaign.activeProduct')
    expect(verdict((s) => (s.campaign.popup.buttonText = ''))).toContain('campaign.popup.buttonText')
    expect(verdict((s) => (s.campaign.popup.image = 'javascript:alert(1)'))).toContain('campaign.popup.image: URL scheme is not allowed')
    expect(verdict((s) => (s.paymentImage = 'data:image/svg+xml,<svg/>'))).toContain('paymentImage')
  })

  it('knows real dates from impossible ones', () => {
    expect(['2024-02-29 23:59:59', '2025-10-01 17:59:59'].map(isCampaignDate)).toEqual([true, true])
    expect(['2025-02-29 00:00:00', '2025-10-01 24:00:00', '2025-10-01 17:60:00', '2025-13-01 00:00:00', '2025-10-01 17:59'].map(isCampaignDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })
})
