/** The editor's preview of one block (server/authoring/block-preview-api.ts renders it; never public). */
export const BLOCK_PREVIEW_PATH = '/__block-preview/'
