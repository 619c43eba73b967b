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
