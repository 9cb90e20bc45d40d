#!/usr/bin/env bash
# CI: Debian's Chromium for the report's browser tests (tests/test_report_browser.py).
# Playwright drives it through executable_path; no browser is ever downloaded by Playwright.
set -euo pipefail

if [ ! -x /usr/bin/chromium ]; then
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
    chromium fonts-dejavu-core >/dev/null
fi
/usr/bin/chromium --version
