/*
 * absent.c: the label of a law an edition lacks (EDITION_ABSENT), which
 * the tables write and edition.c compares by address.  Its own file so
 * that the tables and edition.c, which lists them, need not each other.
 */
#include "config.h"

#include "edition.h"

const char	edition_absent[] = "(not in this edition)";
