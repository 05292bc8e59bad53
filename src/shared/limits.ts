/** Every number the product promises, in one place for server and client. */

import { LIKELY_AI_ABOVE, LIKELY_HUMAN_BELOW } from "./detection";

export const WORD_LIMITS = {
  demo: 100,
  detect: 750,
  /** A file's text is scored whole, up to ten pasted texts' worth, and priced per started `detect` words (issue 31). */
  detectFile: 7_500,
  rewrite: 1000,
} as const;

/**
 * Characters allowed per word of a limit (a 1000-word limit allows 20,000
 * characters). English averages six with its space; this leaves room for
 * URLs and code, and stops a few giant "words" from holding the engines for
 * seconds (decision 078).
 */
const CHARACTERS_PER_WORD = 20;

export const characterLimitFor = (maxWords: number) => maxWords * CHARACTERS_PER_WORD;

export const CREDIT_COST = 1;

/** What a file's analysis costs: one credit per started WORD_LIMITS.detect words, what its text would cost pasted in parts. */
export function fileDetectCredits(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORD_LIMITS.detect)) * CREDIT_COST;
}

/** The files Detect AI reads: PDF with a text layer, Word (.docx), plain text and Markdown (issue 31). */
export const FILE_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  /** Files the dashboard takes in one batch. */
  maxFilesPerBatch: 20,
  /** A longer file name is cut: it is only a label. */
  maxNameLength: 255,
  /** Room in a multipart body, beyond the file, for its boundaries, part headers and the apiKey field. */
  formOverheadBytes: 64 * 1024,
} as const;

/**
 * Files one signed-in user may have read and priced per minute, before they
 * confirm. Counted apart from the tools' bucket, so a batch of twenty files
 * priced and then analysed does not use the tools' minute up twice.
 */
export const FILE_QUOTE_RATE_LIMIT = { max: 60, windowMs: 60 * 1000 } as const;
export const SIGNUP_CREDITS = 5;

export const DEMO_RATE_LIMIT = { max: 2, windowMs: 60 * 60 * 1000 } as const;
/**
 * Wrong passwords for one account from one client address (docs/decisions/110).
 * The first `freeFailures` cost nothing; after that each try from that address
 * waits, `firstDelayMs` after the last failure and twice as long after each
 * further one, up to `maxDelayMs`. Failures older than `windowMs` are
 * forgotten. No account is ever locked: the right password from an address
 * that has not failed goes through at once.
 */
export const LOGIN_THROTTLE = { freeFailures: 5, firstDelayMs: 30 * 1000, maxDelayMs: 15 * 60 * 1000, windowMs: 60 * 60 * 1000 } as const;

export const SESSION = {
  cookieName: "inkprint_session",
  lifetimeMs: 30 * 24 * 60 * 60 * 1000,
  /** A session used within this much of its end is extended to a full lifetime again. */
  renewWithinMs: 15 * 24 * 60 * 60 * 1000,
} as const;

export const PASSWORD = { minLength: 8, maxLength: 128 } as const;
export const NAME_MAX_LENGTH = 100;
/** The longest address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

export const TOKEN_TTL_MS = {
  verifyAccount: 48 * 60 * 60 * 1000,
  resetPassword: 60 * 60 * 1000,
  emailChange: 15 * 60 * 1000,
} as const;

export const EMAIL_CODE = { length: 6, maxAttempts: 5 } as const;
/**
 * Reset e-mails one address may be sent per hour, whether or not an account
 * has it (so the answer says nothing about accounts), so the form cannot be
 * used to flood somebody's inbox.
 */
export const PASSWORD_RESET_RATE_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;
/**
 * Notes to an address that already has an account (someone registered it, or
 * asked to move another account to it), per address per window: past it the
 * answer stays the same and no mail goes, so the forms cannot flood an inbox.
 */
export const ACCOUNT_NOTICE_RATE_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;
/**
 * Accounts one client address may create per hour. A classroom behind one
 * router fits; a script farming accounts does not, nor can it flood strangers'
 * inboxes with verification mail.
 */
export const REGISTER_RATE_LIMIT = { max: 30, windowMs: 60 * 60 * 1000 } as const;
/**
 * Failed sign-ins from one client address per window, across every account:
 * LOGIN_THROTTLE slows each account and address pair, this stops one client
 * trying a common password on many accounts. Successful sign-ins do not count.
 */
export const LOGIN_ADDRESS_THROTTLE = { max: 50, windowMs: 15 * 60 * 1000 } as const;
/** Verification links one account may ask to be sent again per hour. */
export const VERIFICATION_RESEND_RATE_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;
/** Code e-mails one account may send to new addresses per hour, so the form cannot be used to spam. */
export const EMAIL_CHANGE_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

export const API_KEYS = {
  maxPerUser: 10,
  nameMaxLength: 64,
  displayPrefixLength: 20,
} as const;

/**
 * Tool calls (detect, humanize, improve, PDF export) one signed-in user may
 * make from the dashboard per minute. Far above what a person clicks, it stops
 * a script holding a session cookie from going round the API's per-key limits,
 * which matters most for Enterprise's unlimited credits (decision 085).
 */
export const DASHBOARD_RATE_LIMIT = { max: 30, windowMs: 60 * 1000 } as const;
/**
 * Calls refused for their input (a 400) do not use up the dashboard's or an
 * API key's per-minute limit: they count in a bucket of their own, this many
 * times as large, so a client fixing its requests is never locked out by its
 * mistakes, and one sending nothing but bad requests still is (docs/decisions/111).
 */
export const INVALID_CALL_ALLOWANCE_FACTOR = 10;

/** Requests per minute for each plan's API keys. */
export const API_RATE_LIMIT_PER_MINUTE = { business: 60, enterprise: 600 } as const;
export const API_RATE_LIMIT_WINDOW_MS = 60_000;

export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** The detector's explanations run to about 1,500 characters; a report's may be a few times that, no more. */
export const REPORT_EXPLANATION_MAX_LENGTH = 5_000;
/** No call's body nests deeper than a few levels; this is far past them and far below a stack overflow. */
export const MAX_JSON_DEPTH = 32;

export const RECENT_PAYMENTS_SHOWN = 5;

/** Client timings, in milliseconds. */
export const DELAYS_MS = {
  afterLogin: 1000,
  afterRegister: 1500,
  afterReset: 3000,
  afterLogout: 1500,
  beforeVerification: 200,
  /** How long /stripe-checkout without a known status shows "Verifying your payment..." before it says what to do next. */
  paymentVerificationGiveUp: 10_000,
} as const;

export const TOAST_MS = {
  auth: 3500,
  tools: 5000,
  profile: 5000,
  apiKeys: 3000,
  logout: 1500,
  default: 5000,
} as const;

export type ProbabilityVariant = "danger" | "warning" | "success";

/**
 * The badge colour of a probability, on screen and in the PDF report alike:
 * above 70 danger, above 40 warning, otherwise success. The spec says "above
 * 40" for the colour while the issue makes 40 itself a mixed verdict, so a
 * score of exactly 40.0 keeps the success colour beside a "mixed" verdict.
 */
export function probabilityVariant(probability: number): ProbabilityVariant {
  if (probability > LIKELY_AI_ABOVE) return "danger";
  if (probability > LIKELY_HUMAN_BELOW) return "warning";
  return "success";
}

export const LANDING_SCROLL = {
  offsetPx: 80,
  observerRootMargin: "-70px 0px -30% 0px",
} as const;

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_REASON_MAX_LENGTH = 200;

/** How long a caller is asked to wait (Retry-After) when the LLM provider says it is rate limiting us. */
export const PROVIDER_BUSY_RETRY_SECONDS = 30;
