/**
 * antd's ConfigProvider with the locale (zh_CN / en_US) and dayjs locale of the current language, plus the brand
 * theme. Only lazily loaded modules (dialogs, signed-in screens, staff console) import this file.
 */
import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import { syncDayjsLocale } from '#lib/i18n.ts';

const THEME = {
  token: {
    colorPrimary: '#13795b',
    colorLink: '#13795b',
    // antd's palette turns this dark green's light tints grey; selected rows and menu items get a clear green tint.
    colorPrimaryBg: '#e4f3ec',
    colorPrimaryBgHover: '#cde9dc',
    controlItemBgActive: '#e4f3ec',
    controlItemBgActiveHover: '#d3ecdf',
    borderRadius: 8,
    fontFamily: 'inherit',
    // WCAG 2 AA contrast (4.5:1 on white; issue 19 item 3): antd's secondary (45 % black), description and
    // placeholder (25 %) greys are lighter than that; these are the lightest that pass.
    colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    colorTextDescription: 'rgba(0, 0, 0, 0.58)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorTextQuaternary: 'rgba(0, 0, 0, 0.56)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.25)',
    // Red-7: danger buttons and error texts at 5.9:1 (antd's red-5 is 3.3:1).
    colorError: '#cf1322',
  },
  components: {
    // The picture lightbox covers the whole screen, the sticky app header included (its layer is above the header's).
    // At antd's 45 % mask the header and the page stayed readable through it, so on a phone the picture looked as if it
    // sat under the header, with the close button over the menu button: a dark mask makes it read as full-screen.
    Image: { colorBgMask: 'rgba(0, 0, 0, 0.88)' },
    // An empty table's "no data" text is written in the disabled grey (1.8:1): it is a message, not a disabled control.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
    // Coloured tags write palette 7 on palette 1 (#389e0d on #f6ffed is 3.4:1, gold 2.8:1): in tags only, the text takes
    // the palette's darker shade so every tag reads at 4.5:1 or more (status tags: their status colour).
    Tag: {
      green7: '#135200',
      lime7: '#3f6600',
      gold7: '#874d00',
      orange7: '#873800',
      volcano7: '#ad2102',
      red7: '#a8071a',
      magenta7: '#9e1068',
      purple7: '#391085',
      geekblue7: '#10239e',
      blue7: '#003eb3',
      cyan7: '#00474f',
      colorSuccess: '#135200',
      colorInfo: '#003eb3',
      colorWarning: '#874d00',
      colorError: '#a8071a',
      colorTextLightSolid: '#ffffff',
    },
  },
};

export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  useEffect(() => {
    void syncDayjsLocale(lang);
  }, [lang]);
  return (
    <ConfigProvider locale={lang === 'zh' ? zhCN : enUS} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}
