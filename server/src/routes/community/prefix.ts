/** Every community call lives under this prefix. */
export const PREFIX = '/other/api/community';
