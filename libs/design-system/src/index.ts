export { theme, media, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { Button, type ButtonVariant } from './primitives/button/button';
export { Spinner } from './primitives/spinner/spinner';
export { PageIntro, type PageIntroProps } from './primitives/page-intro/page-intro';
export { TextField, type TextFieldProps } from './primitives/text-field/text-field';
export { Avatar, type AvatarProps } from './primitives/avatar/avatar';
export { Modal, type ModalProps } from './primitives/modal/modal';
export { useBodyScrollLock } from './hooks/use-body-scroll-lock';
