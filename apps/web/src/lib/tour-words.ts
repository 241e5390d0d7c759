/**
 * The complementary measure as the album's photo menu names it (the measure of slug 'complementar', named
 * 'Foto complementar' by the seed): the tours that send the student there use this name, never another
 * (decision 134). The spec names no label for it (spec B §2.9, §4.1).
 */
export const COMPLEMENTARY_MEASURE = 'Foto complementar';
