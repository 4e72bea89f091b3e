/** Every community call lives under this prefix. */
export const PREFIX = '/other/api/community';

/** Member-only calls carry this in the OpenAPI document. */
export const MEMBER_ONLY = ' (member token required)';
