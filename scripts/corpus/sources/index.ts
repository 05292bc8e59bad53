/** Every source the builder reads, in a fixed order. */
import { brown } from "./brown.ts";
import type { Source } from "./common.ts";
import { dictd } from "./dictd.ts";
import { htmlManuals } from "./html-manuals.ts";
import { licences } from "./licences.ts";
import { mobyDick } from "./moby-dick.ts";
import { rVignettes } from "./r-vignettes.ts";
import { sotu } from "./sotu.ts";
import { spamAssassinHam } from "./spam-assassin-ham.ts";

export const SOURCES: Source[] = [brown, sotu, mobyDick, spamAssassinHam, rVignettes, htmlManuals, licences, dictd];
