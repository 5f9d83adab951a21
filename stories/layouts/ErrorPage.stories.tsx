import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import ErrorPage from '../../pages/_error/+Page.tsx'
import { RENDERED_AT, onPage } from '../page-context.tsx'

/** The error page (pages/_error/+Page.tsx), by what vike tells it: 404, a refused preview, an error. */
const meta = { title: 'Layout/ErrorPage', component: ErrorPage } satisfies Meta<typeof ErrorPage>
export default meta
type Story = StoryObj<typeof meta>

export const NotFound404: Story = {
  decorators: [onPage({ urlPathname: '/no-such-page/', renderedAt: RENDERED_AT, is404: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Page Not Found' })).toBeVisible()
  },
}

/** A draft preview link that cannot be shown (the reason pages/cms-page/+data.ts gives). */
export const PreviewRefused401: Story = {
  decorators: [onPage({ urlPathname: '/about/', renderedAt: RENDERED_AT, abortStatusCode: 401, abortReason: 'the preview is of a post, not a page' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '401' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Preview not available' })).toBeVisible()
    await expect(
      canvas.getByText('This preview link cannot be shown: the preview is of a post, not a page. Open the preview again from WordPress.'),
    ).toBeVisible()
  },
}

/** An unexpected error while rendering the page. */
export const ServerError500: Story = {
  decorators: [onPage({ urlPathname: '/about/', renderedAt: RENDERED_AT })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '500' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeVisible()
    await expect(canvas.getByText('An unexpected error occurred while showing this page. Please try again in a moment.')).toBeVisible()
  },
}

/** The content source did not answer (renderer/or-abort.ts throws 503). */
export const Unavailable503: Story = {
  decorators: [onPage({ urlPathname: '/about/', renderedAt: RENDERED_AT, abortStatusCode: 503 })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '503' })).toBeVisible()
    await expect(canvas.getByText('The content of this page is temporarily unavailable. Please try again in a moment.')).toBeVisible()
  },
}
