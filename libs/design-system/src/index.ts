// The theme's type for styled-components, for every project that uses the design system.
import type {} from './theme/styled';
export { theme, media, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { Button, buttonLook, type ButtonVariant } from './primitives/button/button';
export { LoadMoreButton } from './primitives/button/load-more-button';
export { Spinner } from './primitives/spinner/spinner';
export { PageIntro, type PageIntroProps } from './primitives/page-intro/page-intro';
export { TextField, type TextFieldProps } from './primitives/text-field/text-field';
export {
  TextAreaField,
  type TextAreaFieldProps,
} from './primitives/text-area-field/text-area-field';
export { Avatar, type AvatarProps } from './primitives/avatar/avatar';
export { Modal, type ModalProps, type ModalPlacement } from './primitives/modal/modal';
export {
  MessageDialog,
  type MessageDialogProps,
  type MessageDialogKind,
} from './primitives/message-dialog/message-dialog';
export { useBodyScrollLock } from './hooks/use-body-scroll-lock';
export { useListTopOnPaging } from './hooks/use-list-top-on-paging';
export { StarRating, type StarRatingProps } from './primitives/star-rating/star-rating';
export {
  MedalBadge,
  type MedalBadgeProps,
  type MedalTierKey,
} from './primitives/medal-badge/medal-badge';
export { Tooltip, type TooltipProps } from './primitives/tooltip/tooltip';
export { Pagination, type PaginationProps } from './primitives/pagination/pagination';
export { SelectField, type SelectFieldProps } from './primitives/select-field/select-field';
export {
  Dropdown,
  type DropdownProps,
  type DropdownOption,
  type DropdownGroup,
} from './primitives/dropdown/dropdown';
export { MedalBadges } from './primitives/medal-badge/medal-badges';
export { PlainList } from './primitives/list/plain-list';
export { ChoiceList } from './primitives/choice-list/choice-list';
export { Breadcrumb } from './primitives/breadcrumb/breadcrumb';
export { Carousel, type CarouselProps } from './primitives/carousel/carousel';
export { RetryingImage, type RetryingImageProps } from './primitives/retrying-image/retrying-image';
export { cardSurface } from './primitives/card/card-surface';
export { DataTable, TableScroll } from './primitives/data-table/data-table';
