import { createContext } from 'react';
import type { FormattedTexts } from '@vouch/domain';

/**
 * The page's texts already written (see FormattedTexts): a server render writes down its own, the
 * browser hydrating that page reads them. Without one, every text is Intl's. The shell provides it;
 * remotes read it through useDateFormat and useFormatPrice, so one built against this version
 * still runs under an older shell.
 */
export const FormattedTextsContext = createContext<FormattedTexts | undefined>(undefined);
