/** The English modal verbs, one list for every rule that must tell a modal from a main verb. */
export const MODAL_VERBS = ["will", "would", "can", "could", "shall", "should", "may", "might", "must"] as const;
