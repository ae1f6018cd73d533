/*
 * shared_data.h: a unit test program whose last tests read ../shared/data
 * (SHARED_DATA): on a clone without it, and in make distcheck's tree,
 * they are left out, not skipped: cmocka 1.1's TAP writes a skip as
 * "not ok", which the TAP driver counts as a failure.  Included after
 * <cmocka.h>.
 */
#ifndef ARBITER_TEST_SHARED_DATA_H
#define ARBITER_TEST_SHARED_DATA_H

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* Run tests[0..n), the last nshared of them only when SHARED_DATA holds
 * probe (a path under it). */
static inline int
run_with_shared(const struct CMUnitTest *tests, size_t n, size_t nshared,
    const char *probe)
{
	const char	*dir = getenv("SHARED_DATA");
	char		 path[4096];

	snprintf(path, sizeof path, "%s/%s", dir != NULL ? dir : "", probe);
	if (dir == NULL || access(path, R_OK) != 0) {
		printf("# the shared-data tests left out: no %s\n", path);
		n -= nshared;
	}
	return _cmocka_run_group_tests("tests", tests, n, NULL, NULL);
}

#endif
