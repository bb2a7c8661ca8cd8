/** `%text%` for LIKE, with LIKE's own characters taken literally (escape character `!`). */
export const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[!%_]/g, '!$&')}%`;
