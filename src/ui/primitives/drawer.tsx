import { ModalPanel, type ModalPanelProps } from './modal-panel';

export type DrawerProps = Omit<ModalPanelProps, 'initialFocus'>;

/** A side panel from the right (slides in over 0.5 s, 000 §9) with the Dialog's focus rules. */
export function Drawer(props: DrawerProps) {
  return <ModalPanel block="drawer" as="aside" {...props} />;
}
