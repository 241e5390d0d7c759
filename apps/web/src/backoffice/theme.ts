import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import customParseFormat from 'dayjs/plugin/customParseFormat';

// Date inputs read and show dd/mm/aaaa (DateInput parses what is typed with this plugin).
dayjs.extend(customParseFormat);
dayjs.locale('pt-br');

/** dayjs's locale for Mantine's date inputs and calendars. */
export const DATES_LOCALE = 'pt-br';

/** The back-office in the portal's colours and type (styles/base.css), so both read as one product. */
export const backofficeTheme = createTheme({
  // Someone who asked their system for less motion gets modals and menus without animation.
  respectReducedMotion: true,
  primaryColor: 'brand',
  colors: {
    brand: [
      '#e8eef9',
      '#d0dcf1',
      '#a3b9e2',
      '#7495d3',
      '#4c74c2',
      '#3258a6',
      '#1d3b72',
      '#142b55',
      '#0d1f40',
      '#07132b',
    ],
  },
  fontFamily: 'inherit',
  headings: { fontFamily: 'inherit' },
  defaultRadius: 'sm',
  // Text on filled badges and buttons picks black or white by the colour's luminance (WCAG AA contrast).
  autoContrast: true,
});

/**
 * Mantine's 'dimmed' grey (#868e96) reads at 3.3:1 on white, under WCAG AA: the portal's muted text colour
 * (styles/base.css --c-muted, 7:1) instead, for help lines, dates and secondary text.
 */
export const backofficeCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#4f5b6d' },
  dark: {},
});

/** The calendar's arrows and level buttons, named in pt-BR (Mantine leaves them unnamed). */
export const CALENDAR_LABELS = {
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  previousYear: 'Ano anterior',
  nextYear: 'Próximo ano',
  previousDecade: 'Década anterior',
  nextDecade: 'Próxima década',
  monthLevelControl: 'Escolher o mês',
  yearLevelControl: 'Escolher o ano',
};
