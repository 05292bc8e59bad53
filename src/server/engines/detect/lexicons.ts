/**
 * Small, fixed word lists. They are written by hand from what is publicly
 * known about assistant style and human informality, never estimated from the
 * training data, so they need no cross-fitting and cannot memorise topics.
 */

/** Phrasing chat assistants overuse; matched as whole words, counted as a rate. */
export const ASSISTANT_PHRASES: readonly string[] = [
  "delve", "delves", "delving", "tapestry", "testament to", "in conclusion", "in summary", "overall",
  "additionally", "furthermore", "moreover", "it is important to", "it's important to", "it is essential",
  "it is crucial", "crucial", "vital", "pivotal", "paramount", "foster", "fostering", "fosters",
  "showcase", "showcasing", "showcases", "navigate", "navigating", "realm", "landscape", "embark",
  "journey", "vibrant", "seamless", "seamlessly", "enhance", "enhancing", "enhances", "ensure", "ensuring",
  "various", "numerous", "a myriad of", "myriad", "plethora", "ultimately", "in today's", "plays a crucial role",
  "play a crucial role", "plays a significant role", "play a significant role", "a sense of", "not only",
  "serves as", "serve as", "underscore", "underscores", "highlighting", "highlights the", "valuable",
  "intricate", "nuanced", "multifaceted", "comprehensive", "invaluable", "resonate", "resonates",
  "captivating", "enigmatic", "profound", "unwavering", "embrace", "embracing", "bustling", "nestled",
  "a testament", "in essence", "notably", "consequently", "thus", "thereby", "individuals",
  "it is worth noting", "it's worth noting", "on the other hand", "in addition", "firstly", "secondly",
  "lastly", "in the end", "commitment to", "dedication", "strive", "striving", "meticulous", "meticulously",
  "remarkable", "tirelessly", "ever-evolving", "cutting-edge", "transformative", "harness", "leverage",
  "potential", "significant", "significantly", "impactful", "beacon", "whispered", "echoed",
];

/** Words that open a sentence as a signposted transition. */
export const TRANSITIONS = new Set([
  "however", "additionally", "furthermore", "moreover", "overall", "ultimately", "consequently",
  "therefore", "thus", "hence", "firstly", "secondly", "thirdly", "lastly", "finally", "meanwhile",
  "nevertheless", "nonetheless", "similarly", "likewise", "instead", "indeed", "notably", "importantly",
]);

/** Transition openers of more than one word. */
export const MULTIWORD_TRANSITION_STARTS = new Set([
  "in addition", "in conclusion", "in summary", "in contrast", "in fact", "in essence", "in particular",
  "as a result", "on the other hand", "for example", "for instance", "to conclude", "in short",
]);

export const FIRST_PERSON_SINGULAR = new Set(["i", "me", "my", "mine", "myself", "i'm", "i've", "i'd", "i'll"]);
export const FIRST_PERSON_PLURAL = new Set(["we", "us", "our", "ours", "ourselves", "we're", "we've", "we'd", "we'll"]);
export const SECOND_PERSON = new Set(["you", "your", "yours", "yourself", "you're", "you've", "you'd", "you'll"]);

/** Casual words and fillers people use and assistants avoid. */
export const INFORMAL_WORDS = new Set([
  "lol", "gonna", "wanna", "gotta", "kinda", "sorta", "yeah", "yep", "nope", "ok", "okay", "stuff", "guy",
  "guys", "pretty", "really", "just", "totally", "awesome", "cool", "super", "basically", "literally",
  "actually", "anyway", "anyways", "damn", "hell", "crap", "shit", "fuck", "fucking", "dude", "wow",
  "omg", "btw", "idk", "tbh", "imo", "haha", "hey", "huh", "um", "uh", "hmm", "alot", "thing", "things",
  "got", "get", "gets", "getting", "lot", "lots", "bit", "maybe", "sure", "kind", "sort",
]);

/** Suffixes of nominalisations and abstract nouns, a marker of formal register. */
export const NOMINALISATION_SUFFIX = /(?:tion|tions|sion|sions|ment|ments|ness|ity|ities|ance|ances|ence|ences|ism|isms)$/;

/**
 * Closed-class English words (pronouns, determiners, prepositions,
 * conjunctions, auxiliaries, modals, negation, wh-words and a few grammatical
 * adverbs), taken from grammar, not from the data. They survive topic masking;
 * every other word is replaced by its shape.
 */
export const CLOSED_CLASS_WORDS = new Set([
  "i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves", "you", "your", "yours",
  "yourself", "yourselves", "he", "him", "his", "himself", "she", "her", "hers", "herself", "it", "its",
  "itself", "they", "them", "their", "theirs", "themselves", "one", "someone", "something", "anyone",
  "anything", "everyone", "everything", "nobody", "nothing", "somebody", "everybody",
  "the", "a", "an", "this", "that", "these", "those", "some", "any", "no", "every", "each", "either",
  "neither", "all", "both", "few", "many", "much", "more", "most", "less", "least", "other", "another",
  "such", "own", "same", "several", "enough",
  "of", "in", "on", "at", "by", "for", "with", "about", "against", "between", "into", "through", "during",
  "before", "after", "above", "below", "to", "from", "up", "down", "out", "off", "over", "under", "around",
  "among", "within", "without", "across", "along", "behind", "beyond", "despite", "toward", "towards",
  "upon", "via", "since", "until", "till", "onto", "near", "like", "unlike", "per", "than", "as",
  "and", "but", "or", "nor", "so", "yet", "because", "although", "though", "while", "whereas", "if",
  "unless", "whether", "once", "when", "whenever", "where", "wherever", "what", "whatever", "which",
  "whichever", "who", "whom", "whose", "whoever", "why", "how",
  "be", "am", "is", "are", "was", "were", "been", "being", "have", "has", "had", "having", "do", "does",
  "did", "doing", "will", "would", "shall", "should", "can", "could", "may", "might", "must", "ought",
  "not", "never", "very", "too", "also", "only", "even", "just", "still", "already", "again", "then",
  "there", "here", "now", "however", "therefore", "thus", "instead", "rather", "quite", "almost", "often",
  "always", "sometimes", "perhaps",
  "i'm", "i've", "i'd", "i'll", "you're", "you've", "you'd", "you'll", "he's", "she's", "it's", "we're",
  "we've", "we'd", "we'll", "they're", "they've", "they'd", "they'll", "that's", "there's", "what's",
  "don't", "doesn't", "didn't", "isn't", "aren't", "wasn't", "weren't", "haven't", "hasn't", "hadn't",
  "won't", "wouldn't", "can't", "couldn't", "shouldn't", "mustn't", "let's",
]);
