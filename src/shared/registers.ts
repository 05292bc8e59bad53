/**
 * The kinds of writing (registers) the detector's false-accusation rates are
 * measured on, with the words a reader sees (issue 27). The server's register
 * reader names one of these; the card quotes each one's measured rate.
 */
const REGISTER_NAMES = {
  academic: "academic writing",
  business: "business writing",
  correspondence: "letters and e-mails",
  educational: "educational and tutorial writing",
  encyclopaedic: "encyclopaedia and dictionary entries",
  essay: "essays",
  government: "government and policy writing",
  legal: "legal text",
  literature: "fiction and literature",
  medical: "medical writing",
  news: "news and editorials",
  religious: "religious writing",
  reviews: "reviews",
  speech: "speeches",
  stories: "stories",
  technical: "technical documentation",
  learner: "writing by people using English as a second language",
} as const;

export function registerLabel(register: string): string {
  return (REGISTER_NAMES as Record<string, string>)[register] ?? register.replace(/_/g, " ");
}
