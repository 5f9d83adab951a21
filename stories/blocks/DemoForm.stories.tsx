import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import demoForm from '../../blocks/demo-form/index.ts'
import { DEMO_FIELD_NAMES, demoHiddenFields } from '../../blocks/demo-form/demo-fields.ts'
import type { DemoFormAttrs } from '../../blocks/demo-form/schema.ts'
import a from '../../blocks/demo-form/fixtures/a.html?raw'
import b from '../../blocks/demo-form/fixtures/b.html?raw'
import c from '../../blocks/demo-form/fixtures/c.html?raw'
import { FORM_REDIRECT_FIELD, type FormNotice } from '../../content-schemas/forms.ts'
import { type BlockArgs, argsFromFixture, blockStory } from './block-story.tsx'
import { postedNotice, postedWithoutScript, stubFormsApi } from './form-story.tsx'

const meta = { title: 'Blocks/Demo form', ...blockStory(demoForm) } satisfies Meta<BlockArgs>
export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

/**
 * Forms A, B and C in each state of SPEC §4: idle; invalid, success and failure as the page shows
 * them after a post without JavaScript (the server's answer; with JavaScript the browser's own
 * check keeps an incomplete form from being sent); sending (a post that never gets its answer).
 */
const fixtures = { A: a, B: b, C: c }
type Variant = keyof typeof fixtures

/** A visitor's post: what they typed, and the block's own hidden fields (the server keeps no redirect among the typed values). */
function posted(attrs: DemoFormAttrs, typed: { firstName: string; email: string; country?: string; agree: boolean }): Record<string, string> {
  const names: Record<string, string> = DEMO_FIELD_NAMES[attrs.variant]
  const { [FORM_REDIRECT_FIELD]: _redirect, ...hidden } = demoHiddenFields(attrs)
  return {
    ...hidden,
    [names.firstName!]: typed.firstName,
    [names.lastName!]: '',
    [names.email!]: typed.email,
    ...(names.country ? { [names.country]: typed.country ?? '' } : {}),
    ...(typed.agree ? { [names.agree!]: 'on' } : {}),
  }
}
const complete = { firstName: 'Rahim', email: 'rahim@example.com', country: 'BD', agree: true }
const afterPost = (outcome: FormNotice['outcome'], typed: Parameters<typeof posted>[1] = complete) =>
  postedWithoutScript(demoForm, (attrs) => postedNotice(`demo-${attrs.variant}`, outcome, posted(attrs, typed)))

async function fillIn(canvas: Canvas, variant: Variant) {
  await userEvent.type(canvas.getByLabelText('First name'), complete.firstName)
  await userEvent.type(canvas.getByLabelText('Email address'), complete.email)
  if (variant === 'B') await userEvent.selectOptions(canvas.getByLabelText('Country'), complete.country)
  await userEvent.click(canvas.getByRole('checkbox'))
}

function states(variant: Variant): Record<string, Story> {
  const args = argsFromFixture(demoForm, fixtures[variant])
  return {
    Idle: {
      args,
      play: async ({ canvas }) => {
        // SPEC §5: a first name, an email and the terms box (form B: a country too) are required.
        await expect(canvas.getByLabelText('First name')).toBeRequired()
        await expect(canvas.getByLabelText('Email address')).toBeRequired()
        await expect(canvas.getByRole('checkbox')).toBeRequired()
        if (variant === 'B') {
          // About 249 countries with their names, after the placeholder.
          await expect(canvas.getByLabelText<HTMLSelectElement>('Country').options.length).toBe(250)
          await expect(canvas.getByLabelText('Country')).toBeRequired()
        }
        await expect(canvas.getByRole('button', { name: 'Get instant access' })).toBeEnabled()
        await expect(canvas.queryByRole('alert')).toBeNull()
      },
    },
    Invalid: {
      args,
      // No first name, an email without its domain, the box not ticked (and form B: no country).
      render: afterPost('invalid', { firstName: '', email: 'rahim@', agree: false }),
      play: async ({ canvas }) => {
        const fields =
          variant === 'B'
            ? 'First name, Email address, Country, I agree to the privacy policy and terms of service'
            : 'First name, Email address, I agree to the privacy policy and terms of service'
        await expect(canvas.getByRole('alert')).toHaveTextContent(`Please check these fields: ${fields}.`)
        await expect(canvas.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true')
        await expect(canvas.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true')
        await expect(canvas.getByLabelText('Email address')).toHaveValue('rahim@')
        await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true')
      },
    },
    Sending: (() => {
      const posts: URLSearchParams[] = []
      return {
        args,
        beforeEach: [stubFormsApi('never', posts)],
        play: async ({ canvas }) => {
          await fillIn(canvas, variant)
          await userEvent.click(canvas.getByRole('button', { name: 'Get instant access' }))
          await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled()
          await expect(posts[0]?.get('email')).toBe(complete.email)
        },
      }
    })(),
    Success: {
      args,
      render: afterPost('sent'),
      play: async ({ canvas }) => {
        await expect(canvas.getByRole('status')).toHaveTextContent("Thanks for your interest. You're now being redirected to the Demo installation.")
        await expect(canvas.queryByRole('button')).toBeNull()
      },
    },
    Failure: {
      args,
      render: afterPost('failed'),
      play: async ({ canvas }) => {
        await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong! Please try again.')
        // The form stays with what was typed.
        await expect(canvas.getByLabelText('First name')).toHaveValue(complete.firstName)
        await expect(canvas.getByLabelText('Email address')).toHaveValue(complete.email)
        await expect(canvas.getByRole('checkbox')).toBeChecked()
        if (variant === 'B') await expect(canvas.getByLabelText('Country')).toHaveValue(complete.country)
      },
    },
  }
}

const formA = states('A')
const formB = states('B')
const formC = states('C')

export const FormAIdle: Story = {
  ...formA.Idle,
  play: async (context) => {
    await expect(context.canvas.getByRole('heading', { name: 'Try Dokan on a live marketplace' })).toBeVisible()
    await formA.Idle!.play!(context)
  },
}
export const FormAInvalid = formA.Invalid!
export const FormASending = formA.Sending!
export const FormASuccess = formA.Success!
export const FormAFailure = formA.Failure!

export const FormBIdle = formB.Idle!
export const FormBInvalid = formB.Invalid!
export const FormBSending = formB.Sending!
export const FormBSuccess = formB.Success!
export const FormBFailure = formB.Failure!

/** With JavaScript, a failed answer of the forms API (502, SPEC §8): the form stays, loading ends. */
export const FormBFailureWithScript: Story = {
  args: formB.Idle!.args,
  beforeEach: [stubFormsApi({ result: { ok: false, status: 'failed' } })],
  play: async ({ canvas }) => {
    await fillIn(canvas, 'B')
    await userEvent.click(canvas.getByRole('button', { name: 'Get instant access' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong! Please try again.')
    await expect(canvas.getByLabelText('First name')).toHaveValue(complete.firstName)
    await expect(canvas.getByRole('button', { name: 'Get instant access' })).toBeEnabled()
  },
}

export const FormCIdle = formC.Idle!
export const FormCInvalid = formC.Invalid!
export const FormCSending = formC.Sending!
export const FormCSuccess = formC.Success!
export const FormCFailure = formC.Failure!
