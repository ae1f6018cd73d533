#!/bin/sh
# The Italian catalogue is complete: every file that marks strings with _()
# or N_() is in po/POTFILES.in, and po/it.po translates every string they
# mark, with format directives that agree (msgfmt -c).
set -u
top=${top_srcdir:-.}
command -v xgettext >/dev/null && command -v msgmerge >/dev/null ||
    { echo "po: gettext tools missing: skipped"; exit 77; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/po.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
fail=0
cd "$top" || exit 1
for f in $(grep -rlE '(^|[^A-Za-z0-9_])N?_\("' src tui --include='*.c' \
    --include='*.h' | sort); do
	grep -qx "$f" po/POTFILES.in || { echo "po: $f marks strings but is not in po/POTFILES.in"; fail=1; }
done
xgettext --keyword=_ --keyword=N_ --from-code=UTF-8 -o "$tmp/arbiter.pot" \
    -f po/POTFILES.in -D . || exit 1
msgmerge -q --no-fuzzy-matching -o "$tmp/it.po" po/it.po "$tmp/arbiter.pot" || exit 1
stats=$(LC_ALL=C msgfmt -c --statistics -o /dev/null "$tmp/it.po" 2>&1) || { echo "po: $stats"; exit 1; }
echo "po: it: $stats"
case $stats in
*untranslated*|*fuzzy*) fail=1
	msgattrib --untranslated "$tmp/it.po" 2>/dev/null | grep '^msgid' | head -20 ;;
esac
exit $fail
