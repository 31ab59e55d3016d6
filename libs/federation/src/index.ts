export * from './contract';
export * from './runtime-config';
export { WidgetSlot, WidgetSlotContext } from './widget-slot';
