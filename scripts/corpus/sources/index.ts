/** Every source the builder reads, in a fixed order. */
import { brown } from "./brown.js";
import type { Source } from "./common.js";
import { dictd } from "./dictd.js";
import { htmlManuals } from "./html-manuals.js";
import { licences } from "./licences.js";
import { mobyDick } from "./moby-dick.js";
import { rVignettes } from "./r-vignettes.js";
import { sotu } from "./sotu.js";
import { spamAssassinHam } from "./spam-assassin-ham.js";

export const SOURCES: Source[] = [brown, sotu, mobyDick, spamAssassinHam, rVignettes, htmlManuals, licences, dictd];
