import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import { isOrderStatus } from './order-rules';

/** Dates, money and labels of orders in the shopper's language (Indian conventions). */
export function useOrderFormat() {
  const { t, i18n } = useTranslation();
  const locale = `${i18n.language}-IN`;
  const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  const safe = (format: Intl.DateTimeFormat, value: string | null | undefined) => {
    const time = value ? Date.parse(value) : Number.NaN;
    return Number.isNaN(time) ? '' : format.format(time);
  };
  return {
    date: (value: string | null | undefined) => safe(dateFormat, value),
    dateTime: (value: string | null | undefined) => safe(dateTimeFormat, value),
    money: (rupees: number) => formatInr(rupees),
    /** Label of the nine statuses; anything else shows 'Unknown' (spec B section 4). */
    status: (status: string) => t(`orders.status.${isOrderStatus(status) ? status : 'unknown'}`),
    paymentMethod: (method: string) => t(`orders.paymentMethods.${method}`, { defaultValue: method }),
    paymentStatus: (status: string) => t(`orders.paymentStatus.${status}`, { defaultValue: t('orders.paymentStatus.pending') }),
    shippingMethod: (method: string) => t(`orders.shippingMethods.${method}`, { defaultValue: method }),
  };
}
