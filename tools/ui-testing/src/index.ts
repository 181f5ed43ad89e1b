export { renderRoute, type RenderedRoute } from './render-route';
export { meAnswer } from './me-answer';
