/** Languages of the API (x-language header) and the server's message table. */

export const LANGUAGES = ['vi', 'en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';

/** A text stored in every language: vi (default), en, zh (Traditional Chinese). */
export type LocalizedText = Record<Language, string>;

/** The language of an x-language header value: vi, en or zh; anything else is vi. */
export function pickLanguage(header: string | string[] | undefined): Language {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return LANGUAGES.find((lang) => lang === value) ?? DEFAULT_LANGUAGE;
}

export function localize(text: LocalizedText, lang: Language): string {
  return text[lang] || text[DEFAULT_LANGUAGE];
}

export type MessageValues = Record<string, string | number>;

/** Fills the `{name}` placeholders of a message; unknown names stay as they are. */
export function interpolate(template: string, values: MessageValues = {}, lang: Language = DEFAULT_LANGUAGE): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? written(values[name]!, lang) : whole));
}

const decimals: Partial<Record<Language, Intl.NumberFormat>> = {};

/** A value as a message writes it: a fraction with the language's decimal sign (0,5 in Vietnamese), anything else as it is. */
function written(value: string | number, lang: Language): string {
  if (typeof value !== 'number' || Number.isInteger(value)) return String(value);
  decimals[lang] ??= new Intl.NumberFormat(lang === 'zh' ? 'zh-Hant' : lang, { maximumFractionDigits: 1, useGrouping: false });
  return decimals[lang].format(value);
}

/**
 * A refusal with an HTTP status and a message of an area's catalogue. Handlers throw it (`throw
 * fail(404, 'songNotFound', { id })`); the envelope's error handler answers it in the request's language.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    /** The catalogue key, for logs. */
    readonly key: string,
    private readonly render: (lang: Language) => string,
  ) {
    super(key);
    this.name = 'ApiError';
  }

  messageIn(lang: Language): string {
    return this.render(lang);
  }
}

/**
 * One area's messages in every language and its two helpers: `text(lang, key, values)` and
 * `fail(status, key, values)`, the ApiError to throw. Every area of the server has one catalogue.
 */
export function messageCatalogue<const T extends Record<string, LocalizedText>>(messages: T) {
  type Key = keyof T & string;
  const table: Record<Key, LocalizedText> = messages;
  const text = (lang: Language, key: Key, values: MessageValues = {}): string => interpolate(table[key][lang], values, lang);
  const fail = (status: number, key: Key, values: MessageValues = {}): ApiError =>
    new ApiError(status, key, (lang) => text(lang, key, values));
  return { text, fail, keys: Object.keys(messages) as Key[] };
}

const general = messageCatalogue({
  ok: { vi: 'Thành công', en: 'Success', zh: '成功' },
  badRequest: { vi: 'Yêu cầu không hợp lệ', en: 'Bad request', zh: '請求無效' },
  invalidJson: { vi: 'JSON không hợp lệ: {detail}', en: 'Invalid JSON: {detail}', zh: 'JSON 格式錯誤：{detail}' },
  unauthorized: { vi: 'Bạn cần đăng nhập', en: 'Authentication required', zh: '需要登入' },
  accountGone: { vi: 'Tài khoản không còn tồn tại', en: 'This account no longer exists', zh: '此帳號已不存在' },
  sessionEnded: {
    vi: 'Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại',
    en: 'This session has ended, please sign in again',
    zh: '此登入階段已結束，請重新登入',
  },
  forbidden: { vi: 'Không có quyền truy cập', en: 'Access denied', zh: '拒絕存取' },
  adminOnly: { vi: 'Chỉ quản trị viên được làm việc này', en: 'Only administrators may do this', zh: '只有管理員可以執行此操作' },
  notFound: { vi: 'Không tìm thấy: {path}', en: 'Not found: {path}', zh: '找不到：{path}' },
  requestTimeout: { vi: 'Yêu cầu quá thời gian', en: 'Request timed out', zh: '請求逾時' },
  payloadTooLarge: {
    vi: 'Nội dung yêu cầu quá lớn (tối đa {limit} byte)',
    en: 'Request body too large (at most {limit} bytes)',
    zh: '請求內容過大（最多 {limit} 位元組）',
  },
  unsupportedMediaType: {
    vi: 'Kiểu nội dung không được hỗ trợ, hãy gửi application/json',
    en: 'Unsupported content type, send application/json',
    zh: '不支援的內容類型，請傳送 application/json',
  },
  uriTooLong: { vi: 'Đường dẫn quá dài', en: 'The address is too long', zh: '網址過長' },
  tooManyRequests: { vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau', en: 'Too many requests, try again later', zh: '請求過多，請稍後再試' },
  internalError: { vi: 'Lỗi máy chủ nội bộ', en: 'Internal server error', zh: '伺服器內部錯誤' },
  serviceUnavailable: { vi: 'Dịch vụ tạm thời không khả dụng', en: 'Service temporarily unavailable', zh: '服務暫時無法使用' },
  fieldRequired: { vi: '{field} là bắt buộc', en: '{field} is required', zh: '{field} 為必填' },
  fieldType: { vi: '{field} phải có kiểu {type}', en: '{field} must be of type {type}', zh: '{field} 必須為 {type} 類型' },
  fieldTooShort: {
    vi: '{field} phải có ít nhất {limit} ký tự',
    en: '{field} must have at least {limit} characters',
    zh: '{field} 至少需要 {limit} 個字元',
  },
  fieldTooLong: {
    vi: '{field} chỉ được tối đa {limit} ký tự',
    en: '{field} must have at most {limit} characters',
    zh: '{field} 最多 {limit} 個字元',
  },
  fieldUnknown: { vi: '{field} không được phép', en: '{field} is not allowed', zh: '不允許 {field}' },
  fieldInvalid: { vi: '{field} không hợp lệ', en: '{field} is invalid', zh: '{field} 無效' },
});

export type MessageKey = (typeof general.keys)[number];

/** The message `key` of the general catalogue (validation, status texts) in `lang`. */
export const t = general.text;
