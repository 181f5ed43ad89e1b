import { createContext } from 'react';
import type { FormattedTexts } from '@vouch/domain';

/**
 * The page's texts already written (see FormattedTexts): a server render writes down its own, the
 * browser hydrating that page reads them. Without one, every text is Intl's.
 */
export const FormattedTextsContext = createContext<FormattedTexts | undefined>(undefined);
