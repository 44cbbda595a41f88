export * from "./machine.js";
export * from "./order.js";
