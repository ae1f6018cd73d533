# AX_REQUIRE_C17: make the compiler speak C17 or stop.
AC_DEFUN([AX_REQUIRE_C17], [
  AC_CACHE_CHECK([for a C17 compiler flag], [ax_cv_c17_flag], [
    ax_cv_c17_flag=no
    ax_save_CFLAGS=$CFLAGS
    for ax_flag in "" -std=c17 -std=c18; do
      CFLAGS="$ax_save_CFLAGS $ax_flag"
      AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[
#if !defined(__STDC_VERSION__) || __STDC_VERSION__ < 201710L
#error not C17
#endif
_Static_assert(1, "c11");
]], [])], [ax_cv_c17_flag="$ax_flag"; break])
    done
    CFLAGS=$ax_save_CFLAGS
    AS_IF([test "x$ax_cv_c17_flag" = x], [ax_cv_c17_flag="none needed"])
  ])
  AS_CASE([$ax_cv_c17_flag],
    [no], [AC_MSG_ERROR([a C17 compiler is required])],
    ["none needed"], [],
    [CC="$CC $ax_cv_c17_flag"])
])
