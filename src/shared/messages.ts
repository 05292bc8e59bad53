import type { z } from "zod";
import type { ScoredVerdictLevel } from "./detection";
import { countOf } from "./plural";
import { registerLabel } from "./registers";
import type { detectorCardOutput, RegisterFalsePositiveRate } from "./schemas/detect";
import { durationText, listText, megabytesText, periodText, timesText } from "./in-words";
import {
  ADMIN_REASON_MAX_LENGTH,
  API_KEYS,
  CREDIT_COST,
  DASHBOARD_RATE_LIMIT,
  DEMO_RATE_LIMIT,
  EMAIL_CHANGE_RATE_LIMIT,
  EMAIL_CODE,
  FILE_QUOTE_RATE_LIMIT,
  FILE_UPLOAD,
  MAX_JSON_BODY_BYTES,
  NAME_MAX_LENGTH,
  PASSWORD,
  PASSWORD_RESET_RATE_LIMIT,
  PROVIDER_BUSY_RETRY_SECONDS,
  REGISTER_RATE_LIMIT,
  SIGNUP_CREDITS,
  TOKEN_TTL_MS,
  VERIFICATION_RESEND_RATE_LIMIT,
  WORD_LIMITS,
} from "./limits";
import { BILLING_PERIODS, CREDIT_PACKS, hasApiAccess, PLAN_IDS, planName, SELF_SERVE_PLAN_IDS } from "./plans";

/**
 * Every text the product says to a person, server and client alike.
 * Section 8 of the spec is reproduced verbatim under CLIENT.
 */

/** The plans that include API keys, by name: "Business and Enterprise". */
export const API_PLAN_NAMES = listText(PLAN_IDS.filter(hasApiAccess).map(planName), "and");

/** "Something went wrong." is the spec's text for two different failures, each with its own key. */
const somethingWentWrong = "Something went wrong.";

export const SERVER_MESSAGES = {
  // auth
  /** The same answer whether or not the address already has an account (its owner gets a note instead), so the form finds no accounts. */
  registered: `Check your inbox to finish signing up: your ${SIGNUP_CREDITS} free credits come once you verify your e-mail address.`,
  emailTaken: "An account with this e-mail address already exists.",
  invalidEmail: "Please enter a valid e-mail address.",
  passwordLength: `Password must be between ${PASSWORD.minLength} and ${PASSWORD.maxLength} characters.`,
  passwordsDiffer: "Passwords do not match.",
  nameRequired: "Please enter your name.",
  nameTooLong: `Names can be at most ${NAME_MAX_LENGTH} characters.`,
  nameHasControlCharacters: "Names cannot contain line breaks or invisible control characters.",
  nameHasBrokenCharacters: "This name contains a broken character (half of an emoji or symbol pair). Please type the name again.",
  invalidCredentials: "Invalid e-mail or password.",
  tooManyLoginAttempts:
    "Too many failed sign-in attempts from your network. Please wait a little and try again; each further failure makes the wait longer.",
  loggedIn: "Login successful.",
  accountVerified: `Your account has been verified and your ${SIGNUP_CREDITS} free credits are ready. You can now log in.`,
  tooManyRegistrations: `Too many accounts were created from your network in the last ${periodText(REGISTER_RATE_LIMIT.windowMs)}. Please try again later.`,
  verificationResent: `We sent a new verification link. It is valid for ${durationText(TOKEN_TTL_MS.verifyAccount)}.`,
  alreadyVerified: "Your e-mail address is already verified.",
  tooManyVerificationMails: `Too many verification e-mails were requested. Please wait ${durationText(VERIFICATION_RESEND_RATE_LIMIT.windowMs)} and try again.`,
  invalidVerificationToken: "This verification link is invalid or has expired.",
  resetRequested: "If an account exists for that e-mail, a reset link has been sent.",
  resetDone: "Your password has been updated. Please log in with your new password.",
  invalidResetToken: "This reset link is invalid, has expired or was already used.",
  notSignedIn: "You need to be signed in to do that.",
  forbidden: "You do not have permission to do that.",
  crossOrigin: "Request refused: it did not come from this site.",
  bodyTooDeep: "The request body is nested too deeply.",
  // account
  profileUpdated: "Profile updated.",
  emailCodeSent: `We sent a ${EMAIL_CODE.length}-digit code to your new e-mail address.`,
  emailChanged: "Your e-mail address has been changed.",
  tooManyEmailChanges: `Too many e-mail change requests. Please wait ${durationText(EMAIL_CHANGE_RATE_LIMIT.windowMs)} and try again.`,
  tooManyResetRequests: `Too many reset requests for this address. Please wait ${durationText(PASSWORD_RESET_RATE_LIMIT.windowMs)} and try again.`,
  invalidEmailCode: "Invalid code, please try again",
  emailCodeExpired: "This code has expired or too many attempts were made. Please request a new one.",
  wrongOldPassword: "Your current password is incorrect.",
  passwordChanged: "Your password has been changed.",
  userNotFound: "User not found.",
  // admin
  adminNothingToUpdate: "Choose a plan or a role to change.",
  adminCannotDemoteSelf: "You cannot remove your own admin role.",
  adminCreditChangeZero: "The credit change cannot be zero.",
  adminReasonRequired: "Please give a reason.",
  adminReasonTooLong: `Reasons can be at most ${ADMIN_REASON_MAX_LENGTH} characters.`,
  // credits
  insufficientCredits: "You have no credits left. Buy a credit pack or upgrade your plan to continue.",
  // tools
  emptyText: "Please enter some text.",
  demoWordLimit: `The free demo accepts at most ${WORD_LIMITS.demo} words.`,
  detectWordLimit: `Maximum limit exceeded (${WORD_LIMITS.detect} words max)`,
  rewriteWordLimit: `Maximum limit exceeded (${WORD_LIMITS.rewrite} words max)`,
  demoRateLimited:
    `You have used the free demo ${timesText(DEMO_RATE_LIMIT.max)} this ` +
    `${periodText(DEMO_RATE_LIMIT.windowMs)}. Create a free account to keep going.`,
  engineFailed: "The text engine could not complete this request. Please try again; no credit was used.",
  engineTimeout: "The text engine took too long to answer. Please try again; no credit was used.",
  engineBusy: `The text engine is busy. Please try again in ${durationText(PROVIDER_BUSY_RETRY_SECONDS * 1000)}; no credit was used.`,
  rewriteOtherLanguage: (language: string) =>
    `This text appears to be ${language}. The Humanizer and the Improver work on English text only; no credit was used.`,
  humanizeDroppedChatFraming: (lines: readonly string[]) =>
    `Removed the assistant's reply ${lines.length === 1 ? "line" : "lines"} around the text: ${lines.map((line) => `"${line}"`).join(" and ")}.`,
  rewritePartOtherLanguage: (language: string) =>
    `Part of this text appears to be ${language}. Those sentences were left as written: the Humanizer and the Improver work on English text only.`,
  demoEngineFailed: "The analysis could not be completed. Please try again; this run was not counted.",
  demoEngineTimeout: "The text engine took too long to answer. Please try again; this run was not counted.",
  demoEngineBusy: `The text engine is busy. Please try again in ${durationText(PROVIDER_BUSY_RETRY_SECONDS * 1000)}; this run was not counted.`,
  analysisDone: "Analysis complete.",
  humanizeDone: "Your text has been humanized.",
  improveDone: "Your text has been improved.",
  invalidScore: "The score must be a number from 0 to 100.",
  invalidReportFields: "The report needs the analysis: a verdict, an explanation and the list of suspicious sentences (senteces).",
  reportTooLong: "The analysis is too long to put in a report.",
  // files (issue 31): each refusal names the file and costs nothing
  uploadNotMultipart: 'Send the file as multipart/form-data, in a field named "file".',
  uploadUnreadable: "The upload could not be read as multipart/form-data.",
  fileMissing: 'Attach a file in the form field named "file".',
  oneFilePerRequest: 'Send one file per request, in the field named "file".',
  fileTooLarge: `A file can be at most ${megabytesText(FILE_UPLOAD.maxBytes)}.`,
  namedFileTooLarge: (name: string) => `"${name}" is larger than ${megabytesText(FILE_UPLOAD.maxBytes)}, the most a file can be.`,
  fileTypeUnsupported: (name: string) => `"${name}" is not a PDF, Word (.docx), plain-text or Markdown file, so it cannot be read.`,
  fileLegacyOffice: (name: string) =>
    `"${name}" is in an old Microsoft Office format (such as .doc). Save it as .docx and upload it again.`,
  fileEncrypted: (name: string) => `"${name}" is protected by a password. Remove the password and upload it again.`,
  fileCorrupt: (name: string, kind: "pdf" | "docx") =>
    `"${name}" could not be read: it starts like ${kind === "pdf" ? "a PDF" : "a Word document"} but is damaged or incomplete.`,
  fileNoTextLayer: (name: string) =>
    `"${name}" has no text layer: it looks like a scan or a picture of text. Only PDFs whose text can be selected can be analyzed.`,
  fileNoText: (name: string) => `"${name}" contains no text to analyze.`,
  fileWordLimit: (name: string, words: number) =>
    `"${name}" has ${words.toLocaleString("en-US")} words; a file can have at most ${WORD_LIMITS.detectFile.toLocaleString("en-US")}.`,
  fileTooManyCharacters: (name: string, maxCharacters: number) =>
    `The text of "${name}" is too long: at most ${maxCharacters.toLocaleString("en-US")} characters.`,
  fileQuoteRateLimited: `Too many files read in a short time. Please wait ${durationText(FILE_QUOTE_RATE_LIMIT.windowMs)} and try again.`,
  fileRead: "File read.",
  // api keys
  premiumFeature: `Premium Feature: API access is available only for ${API_PLAN_NAMES} plans`,
  keyNameRequired: "Please enter a key name",
  keyNameTooLong: `Key names can be at most ${API_KEYS.nameMaxLength} characters.`,
  keyNameHasControlCharacters: "Key names cannot contain line breaks or invisible control characters.",
  keyNameHasBrokenCharacters: "This key name contains a broken character (half of an emoji or symbol pair). Please type the name again.",
  tooManyKeys: `You can have at most ${API_KEYS.maxPerUser} API keys. Delete one to create another.`,
  keyNotFound: "API key not found.",
  invalidApiKey: "Invalid API key.",
  apiKeyCreated: "API key created successfully!",
  apiKeyDeleted: "API key deleted successfully!",
  apiKeyRenamed: "API key renamed successfully!",
  apiRateLimited: "Rate limit exceeded for this API key. Please slow down.",
  tooManyInvalidCalls:
    `Too many invalid requests in a short time. Please check what you send, ` +
    `wait ${durationText(DASHBOARD_RATE_LIMIT.windowMs)} and try again.`,
  dashboardRateLimited: `Too many requests in a short time. Please wait ${durationText(DASHBOARD_RATE_LIMIT.windowMs)} and try again.`,
  // billing
  paymentsDisabled: "Payments are not enabled on this server.",
  noSubscriptionToManage: "You have no subscription to manage yet.",
  alreadySubscribed: "You already have a subscription. Use Manage Subscription to change or cancel it.",
  paymentProviderFailed: "The payment provider could not be reached. Please try again in a moment.",
  /** The database is out of reach (a lost connection, a restart): nothing was done, and the next try may well work. */
  databaseUnavailable: "The service is briefly unavailable. Please try again in a moment; nothing was charged.",
  webhookSignatureInvalid: "Invalid or missing Stripe signature.",
  planRequired: "Please choose a plan.",
  planNotSelfServe: `This plan cannot be bought online. Choose ${listText(SELF_SERVE_PLAN_IDS.map(planName), "or")}.`,
  billingPeriodInvalid: `Billing must be ${listText(BILLING_PERIODS, "or")}.`,
  creditPackInvalid: `Credit packs come in ${listText(CREDIT_PACKS, "or")} credits.`,
  // http
  bodyTooLarge: `The request body is too large (${megabytesText(MAX_JSON_BODY_BYTES)} max).`,
  malformedJson: "The request body is not valid JSON.",
  textTooManyCharacters: (maxCharacters: number) => `This text is too long: at most ${maxCharacters.toLocaleString("en-US")} characters.`,
  bodyNotObject: 'The request body must be a JSON object, such as {"text": "…"}.',
  bodyNotJson: "Send the request body as JSON, with the header Content-Type: application/json.",
  bodyEncodingUnsupported: "The request body must be JSON in UTF-8, without compression.",
  bodyUnreadable: "The request body could not be read.",
  notFound: "Not found.",
  methodNotAllowed: (methods: readonly string[]) => `This path takes ${listText(methods, "or")} requests only.`,
  internalError: "Something went wrong on our side. Please try again.",
} as const;

/** Texts the screens show, verbatim from the spec's sections 2 and 8. */
export const CLIENT_MESSAGES = {
  loginSuccess: "Login successful! Redirecting...",
  /** Not the spec's "You can now log in": credits come only with a verified address, and the server says the same to every sign-up (issue 30). */
  registerSuccess: SERVER_MESSAGES.registered,
  verifyForFreeCredits: `Verify your e-mail address to receive your ${SIGNUP_CREDITS} free credits.`,
  /** The register page, when the landing demo's hourly limit sent the visitor there: why, and what an account adds. */
  demoLimitReached: `You have used this hour's ${countOf(DEMO_RATE_LIMIT.max, "free demo analysis", "free demo analyses")}.`,
  accountOffer:
    `A free account brings ${countOf(SIGNUP_CREDITS, "scan", "scans")} once ` +
    `you verify your e-mail: texts up to ${WORD_LIMITS.detect} words, ` +
    `the suspicious sentences highlighted, a PDF report, and the Humanizer.`,
  resendVerificationFailed: "The link could not be sent. Please try again.",
  logoutSuccess: "Logout successful",
  demoFailed: "Analysis failed, please try again",
  humanizerCheckRough: "Rough indication only: the detector cannot judge this text reliably (too short, or not English).",
  humanizerNothingChanged:
    "Nothing was changed: the text has none of the assistant phrasing or sentence patterns the Humanizer rewrites without changing what it says.",
  humanizerStillFlagged: "The detector would still rate the rewrite as likely AI. Rewriting parts in your own words helps most.",
  humanizerScoreRose:
    "The detector rates the rewrite as more AI-like than the text you gave it. Its changes are plain-style edits; keep the ones that read better to you.",
  genericWrong: "Something went wrong",
  verificationFailed: somethingWentWrong,
  loginMissing: "Please fill in both email and password.",
  loginFailed: "Something went wrong. Please try again.",
  registerMissing: "Please fill in all fields.",
  passwordsDiffer: SERVER_MESSAGES.passwordsDiffer,
  termsRequired: "You must agree to the Terms and Privacy Policy.",
  registerFailed: "Something went wrong, please try again.",
  resetInvalidEmail: "Please enter a valid email address.",
  resetMissingPasswords: "Please fill in both password fields.",
  resetFailed: somethingWentWrong,
  detectFailed: "Something went wrong, please try again...",
  exportFailed: "Failed to export the report. Please try again.",
  rewriteUnexpected: "An unexpected error occurred",
  rewriteFailed: "Something went wrong, please try again",
  rewriteOverLimit: SERVER_MESSAGES.rewriteWordLimit,
  profileUpdateFailed: "Failed to update profile",
  invalidCode: SERVER_MESSAGES.invalidEmailCode,
  passwordChangeFailed: "Failed to change password",
  serverError: "Server error. Please try again.",
  /** What a screen reader hears when a tool's result arrives; the result itself is not read out. */
  detectResultReady: (probability: number, verdict: string) => `AI probability ${Math.round(probability)}%, ${verdict}`,
  humanizedReady: "Humanized text ready",
  humanizerChanges: (places: number) => `What changed: ${countOf(places, "place", "places")}`,
  improvedReady: (changes: number) => `Improved text ready, ${countOf(changes, "change", "changes")}`,
  loadUserFailed: "Failed to load user data",
  fetchUserFailed: "Error fetching user data. Please try again.",
  loadDataFailed: "Failed to load data",
  keyNameRequired: SERVER_MESSAGES.keyNameRequired,
  loadKeysFailed: "Failed to load API keys",
  createKeyFailed: "Failed to create API key",
  deleteKeyFailed: "Failed to delete API key",
  renameKeyFailed: "Failed to rename API key",
  keyCreated: SERVER_MESSAGES.apiKeyCreated,
  keyDeleted: SERVER_MESSAGES.apiKeyDeleted,
  keyRenamed: SERVER_MESSAGES.apiKeyRenamed,
  keysAtMaximum: SERVER_MESSAGES.tooManyKeys,
  copied: "Copied to clipboard!",
  noAnalysisYet: "No Analysis Yet",
  detectCaution:
    "A score is evidence, not proof, and careful second-language writing can read as AI-generated: never use a score alone to accuse anyone.",
  noPayments: "No payment history found",
  /** The file tab's button says what the batch costs: "Analyze 2 Files (3 Credits)". */
  analyzeFilesLabel: (files: number, credits: number) =>
    `Analyze ${countOf(files, "File", "Files")} (${countOf(credits, "Credit", "Credits")})`,
  filesLeftOut: (count: number) =>
    `A batch takes at most ${FILE_UPLOAD.maxFilesPerBatch} files: ${countOf(count, "file was", "files were")} left out.`,
  verifyingPayment: "Verifying your payment...",
  paymentNotConfirmed:
    "This page could not confirm a payment. If you paid, your credits and " +
    "plan show in your dashboard within a few minutes; if not, nothing was " +
    "charged, and you can choose a plan or credit pack again under Billing.",
  analyzing: "Analyzing...",
  premiumFeature: SERVER_MESSAGES.premiumFeature,
  /** A paid tool's button says what one run costs: "Analyze Text (1 Credit)". */
  paidActionLabel: (action: string) => `${action} (${countOf(CREDIT_COST, "Credit", "Credits")})`,
} as const;

/** The Humanizer's self-check as the dashboard states it; scores are shown as whole percentages. */
export function detectorCheckSummary(before: number, after: number): string {
  return `Inkprint's detector: ${Math.round(before)}% AI before, ${Math.round(after)}% after.`;
}

/** The error rates a detector publishes on its card (shares, 0-1): how often it accuses people, and how often it catches a current assistant. */
export type MeasuredRates = Omit<z.infer<typeof detectorCardOutput>, "model_version">;

function sharePercent(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}

/**
 * How often the detector called human writing AI, and how often it caught a
 * current assistant, when it was measured; the dashboard and the PDF report
 * both print it, so a high score and a low one are read with their error rates.
 * A sentence the result's explanation already ends with (its caveat) is not
 * said twice.
 */
export function measuredRatesText(rates: MeasuredRates, explanation = ""): string {
  if (rates.calibration) {
    const sentence = calibratedRatesSentence(rates.calibration);
    return explanation.includes(sentence) ? "" : sentence;
  }
  if (rates.human_false_positive_rate === null) {
    return "This detector's false-positive rate on human-written text has not been measured, so treat the score as a rough indication, not proof.";
  }
  const sentences = [humanRatesSentence(rates.human_false_positive_rate, rates.register_false_positive_rates ?? [])];
  if (rates.formal_writing_false_positive_rate !== null) sentences.push(formalWritingSentence(rates.formal_writing_false_positive_rate));
  if (rates.learner_false_positive_rate !== null) {
    sentences.push(
      `Of essays by people writing English as a second language, held out from its ` +
        `training, ${sharePercent(rates.learner_false_positive_rate)} scored above 50%.`,
    );
  }
  if (rates.current_assistant_detection_rate !== null) sentences.push(currentAssistantSentence(rates.current_assistant_detection_rate));
  return sentences.filter((sentence) => !explanation.includes(sentence)).join(" ");
}

/** The pooled rate, and the range over registers, so a reader sees that the risk is not the same for every kind of writing. */
function humanRatesSentence(pooled: number, rows: readonly RegisterFalsePositiveRate[]): string {
  const texts = rows.reduce((sum, row) => sum + row.texts, 0);
  const measured =
    `Of ${texts > 0 ? `${texts.toLocaleString("en-US")} ` : ""}human-written ` +
    `texts never used in its training, ${sharePercent(pooled)} scored above 50%`;
  const byRegister = registerRates(rows);
  if (byRegister.length < 2) return `${measured}.`;
  const worst = byRegister[0] as RegisterRate;
  return (
    `${measured}; by kind of writing, from ${sharePercent((byRegister[byRegister.length - 1] as RegisterRate).above_50)} ` +
    `to ${sharePercent(worst.above_50)} (${registerLabel(worst.register)}).`
  );
}

function formalWritingSentence(share: number): string {
  return (
    `On formal writing (academic, technical, educational, government, legal, business, ` +
    `medical and encyclopaedic texts by people), ${sharePercent(share)} scored above 50%.`
  );
}

/** One register's measured rate, pooled over where it was measured. */
export interface RegisterRate {
  register: string;
  texts: number;
  above_50: number;
  above_70: number;
}

/** The card's rows pooled by register, worst first. */
export function registerRates(rows: readonly RegisterFalsePositiveRate[]): RegisterRate[] {
  const pooled = new Map<string, RegisterRate>();
  for (const row of rows) {
    const entry = pooled.get(row.register) ?? { register: row.register, texts: 0, above_50: 0, above_70: 0 };
    const texts = entry.texts + row.texts;
    pooled.set(row.register, {
      register: row.register,
      texts,
      above_50: (entry.above_50 * entry.texts + row.above_50 * row.texts) / texts,
      above_70: (entry.above_70 * entry.texts + row.above_70 * row.texts) / texts,
    });
  }
  return [...pooled.values()].sort((a, b) => b.above_50 - a.above_50 || a.register.localeCompare(b.register));
}

function currentAssistantSentence(share: number): string {
  return (
    `Only ${sharePercent(share)} of the stories, reviews, essays and news a current AI assistant ` +
    `wrote for its tests scored above 50%, so a low score does not show that a person wrote the text.`
  );
}

/** Scores this far from the verdict thresholds read as most of the text, not parts of it. */
const CLEAR_AI_FROM = 90;
const CLEAR_HUMAN_BELOW = 10;

/**
 * The one sentence an explanation opens with, for a verdict the detector
 * stands behind: what the score means for a reader who must decide what to do
 * next, without claiming certainty either way (decision 104). A text that
 * carries a chat assistant's reply lines is never told "nothing here supports
 * an accusation": those lines are something to ask about.
 */
export function detectionSummary(level: ScoredVerdictLevel, aiProbability: number, hasAssistantLines = false): string {
  if (level === "likely_ai") {
    const extent = aiProbability >= CLEAR_AI_FROM ? "Much of this text reads" : "Several passages read";
    return `${extent} like an AI assistant's writing; read the flagged sentences and talk to the writer before drawing conclusions.`;
  }
  if (level === "mixed") {
    return (
      "Parts of this text read like an AI assistant's writing and parts like a person's; " +
      "the score cannot settle it, so read the flagged sentences and talk to the writer."
    );
  }
  const extent = aiProbability < CLEAR_HUMAN_BELOW ? "This text reads" : "Most of this text reads";
  if (hasAssistantLines)
    return `${extent} like a person's writing, but it contains lines a chat assistant writes around its answers; ask the writer about them.`;
  return `${extent} like a person's writing; nothing here supports an accusation.`;
}

/** The verdicts whose explanation closes by saying the score does not prove AI. */
export type CautionedLevel = "likely_ai" | "mixed";

/** A middling score is not "high": its caveat says what it is. */
const DOES_NOT_PROVE_AI: Record<CautionedLevel, string> = {
  likely_ai: "A high score does not prove AI.",
  mixed: "A score in the middle does not prove AI.",
};

/**
 * Closes the explanation of a likely-AI or mixed result, which the API
 * returns with no dashboard around it: the score does not prove AI, and
 * this is how often people writing this kind of text were scored above 50
 * (the register the text reads as, when the detector recognises one; formal
 * writing as a whole otherwise; issue 27).
 */
export function highScoreCaveat(rate: RegisterRate | { register: null; above_50: number }, level: CautionedLevel): string {
  if (rate.register === null) return `${DOES_NOT_PROVE_AI[level]} ${formalWritingSentence(rate.above_50)}`;
  return (
    `${DOES_NOT_PROVE_AI[level]} This text reads as ${registerLabel(rate.register)}: of ` +
    `${rate.texts.toLocaleString("en-US")} such texts by people, never used in training, ` +
    `${sharePercent(rate.above_50)} scored above 50% and ${sharePercent(rate.above_70)} above 70%.`
  );
}

/** An installation's own calibration (decision 118), as the card carries it. */
export type CardCalibration = NonNullable<z.infer<typeof detectorCardOutput>["calibration"]>;

/** The rates an installation's calibration measured on its own human texts, said once for the caveat, the dashboard and the PDF. */
function calibratedRatesSentence(calibration: CardCalibration): string {
  return (
    `This installation calibrated the detector on ${countOf(calibration.human_texts, "text", "texts")} ` +
    `by people (${calibration.description}): ${sharePercent(calibration.above_50)} ` +
    `of them scored above 50% and ${sharePercent(calibration.above_70)} above 70%.`
  );
}

/**
 * Closes a likely-AI or mixed result when an installation's own calibration
 * is in force: the rates measured on the human texts it was fitted on, which
 * replace the rates measured when the detector was built.
 */
export function calibratedHighScoreCaveat(calibration: CardCalibration, level: CautionedLevel): string {
  return `${DOES_NOT_PROVE_AI[level]} ${calibratedRatesSentence(calibration)}`;
}

/**
 * Closes the explanation of a likely-human result, which the API returns with
 * no dashboard around it: the detector misses most genre texts by current
 * assistants (decision 073), and a reader must not take the verdict as proof.
 */
export function lowScoreCaveat(currentAssistantDetectionRate: number): string {
  return `A low score does not rule out AI. ${currentAssistantSentence(currentAssistantDetectionRate)}`;
}
