// Arco's imperative APIs (Message, Modal.confirm) need the React 19 adapter; vitest loads Arco's CommonJS build.
import '@arco-design/web-react/lib/_util/react-19-adapter';
