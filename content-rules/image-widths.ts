/** SPEC §9 image screen widths (xs 320, sm 640, md 768, lg 1024, xl 1280, xxl 1536): the srcset candidates. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const
