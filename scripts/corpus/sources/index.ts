/** Every source the builder reads, in a fixed order. */
import { brown } from "./brown";
import type { Source } from "./common";
import { dictd } from "./dictd";
import { htmlManuals } from "./html-manuals";
import { licences } from "./licences";
import { mobyDick } from "./moby-dick";
import { rVignettes } from "./r-vignettes";
import { sotu } from "./sotu";
import { spamAssassinHam } from "./spam-assassin-ham";

export const SOURCES: Source[] = [brown, sotu, mobyDick, spamAssassinHam, rVignettes, htmlManuals, licences, dictd];
